import { lazyNamed } from '@/lib/lazy'

/** The admin table, loaded on first use (the grid is a large chunk). */
export const LazyDataTable = lazyNamed(() => import('./data-table'), 'DataTable')
export * from './columns'
