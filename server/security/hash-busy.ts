// The password hash pool's queue is full: the call is refused at once (the login answers 'busy').
export class HashPoolBusyError extends Error {}
