/** A password hash that cannot be served in time (the hash pool's queue is full): the server answers 503 'Het is nu erg druk'. */
export class HashPoolBusyError extends Error {
  override name = 'HashPoolBusyError'
}
