import type { ReactNode } from 'react'
import { Page } from '@/components/page'
import { EditableContent } from './editable-content'

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
      <EditableContent name={name} title={title} />
      {children}
    </Page>
  )
}
