// The one permission table lives with the contract (contract/access.ts): the server's guards and
// /api/docs read it as the app does.
export * from '~contract/access'
