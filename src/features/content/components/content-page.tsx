import type { ReactNode } from 'react'
import { Page } from '@/components/page'
import { ContentView } from './content-view'

/** A page whose body is a named piece of website content. */
export function ContentPage({
  title,
  name,
  children,
}: {
  title: string
  name: string
  children?: ReactNode
}) {
  return (
    <Page title={title}>
      <ContentView name={name} />
      {children}
    </Page>
  )
}
