// The Content-Security-Policy the production build works under
// (docs/security.md "Security headers"). Only the app's own origin; images also from data: and blob: (the editor's pasted and uploaded
// images). Styles need 'unsafe-inline': MUI (emotion) writes its styles into <style> tags at run
// time. No inline script, no eval.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')
