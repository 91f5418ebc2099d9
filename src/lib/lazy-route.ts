import { lazyRouteComponent as routerLazyRouteComponent } from '@tanstack/react-router'
import { loadChunk } from './lazy'

/**
 * The router's lazy route component with the app's chunk rules (120 s timeout, chunk-load
 * error, one reload for a stale chunk). vite.config.ts puts this in place of the router's own
 * in every route file that the router plugin splits, so route chunks load like every other.
 */
export const lazyRouteComponent: typeof routerLazyRouteComponent = (importer, exportName) =>
  routerLazyRouteComponent(() => loadChunk(importer), exportName)
