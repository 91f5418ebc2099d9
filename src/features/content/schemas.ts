// Moved to contract/ (shared by the app, the server and the demo backend).
export * from '~contract/schemas/content'
