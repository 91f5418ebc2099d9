import { Box, Dialog, type BoxProps, type DialogProps } from '@mui/material'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { readDraft, removeDraft, writeDraft } from '@/lib/drafts'
import { askToDiscard } from '@/lib/discard-question'
import { registerInput, unregisterInput, unsavedInput } from '@/lib/unsaved-changes'

/*
 * Every form holds what the user types through `useFormInput` and renders through `<Form>`, which
 * takes nothing but that hook's result (ESLint refuses a bare <form>). So no form can hold input
 * that the register of unsaved input (src/lib/unsaved-changes.ts) does not know about: a new
 * version or a stale chunk does not reload over it, logging out and an expired session ask first.
 * Dialogs that hold input are `<FormDialog>`s: closing by Escape or the backdrop waits for a
 * save under way, and asks first when input inside it is unsaved.
 */

/**
 * Registers unsaved input (or work under way) while `unsaved`. Forms get this from
 * `useFormInput`; the editor and the class-list import, which hold no form, call it themselves.
 */
export function useUnsavedChanges(unsaved: boolean): symbol {
  const [id] = useState(() => Symbol('unsaved'))
  useEffect(() => {
    if (!unsaved) return
    registerInput(id)
    return () => unregisterInput(id)
  }, [unsaved, id])
  return id
}

declare const registered: unique symbol

/** What `<Form>` takes: only `useFormInput` makes one. */
export type RegisteredInput = { readonly id: symbol; readonly [registered]: true }

/** A form's verdict on its values, as zod's `safeParse` gives it: the output, or the issues. */
export type CheckResult<Out> =
  | { success: true; data: Out }
  | {
      success: false
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
    }

/** The first message of each field (by the first part of its path), as a form shows them. */
export function messagesOf(result: CheckResult<unknown>): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {}
  if (!result.success)
    for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message
  return messages
}

/** A check written by hand, a message per field (undefined where right), as a verdict. */
export function verdictOf<T>(
  values: T,
  messages: Partial<Record<keyof T & string, string | undefined>>,
): CheckResult<T> {
  const issues = Object.entries(messages)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([field, message]) => ({ path: [field], message }))
  return issues.length ? { success: false, error: { issues } } : { success: true, data: values }
}

export type FormInput<T, Out = T> = RegisteredInput & {
  readonly values: T
  /** Differs from what the form started with (or was last reset to). */
  readonly dirty: boolean
  readonly set: <K extends keyof T>(field: K, value: T[K]) => void
  readonly update: (change: (current: T) => T) => void
  /** Saved or given up: the input is clean again, `next` (if given) its new starting point. */
  readonly reset: (next?: T) => void
  /** The check's verdict on the current values (valid when the form has no check; not while
   * the check's data loads). */
  readonly valid: boolean
  /** A field's first message, shown once the field was left (`touch`) or a save was tried. */
  readonly errorOf: (field: string) => string | undefined
  readonly touch: (field: string) => void
  /** Its messages hide until the next try or the fields' next leaving; the values stay. */
  readonly hideMessages: () => void
  /** A save is tried: every message shows; answers the checked values, or null while one is wrong. */
  readonly attempt: () => Out | null
}

/** A form whose check needs data that loads (`load`): a try waits for it. */
export type LoadingFormInput<T, Out = T> = Omit<FormInput<T, Out>, 'attempt'> & {
  /** A save is tried: every message shows once the check's data is there; answers the checked
   * values, or null while one is wrong. */
  readonly attempt: () => Promise<Out | null>
}

type InputOptions<T> = {
  draft?: string
  /** The values hold only what is saved already (e.g. typed back, or saved elsewhere). */
  matchesSaved?: (values: T) => boolean
  /** Fields whose messages show from the start (e.g. what was filled in before). */
  touched?: () => readonly string[]
}

/**
 * What the user types into one form, registered as unsaved while it differs from where it
 * started (or was last reset to after a save) and from what is saved. With `draft` it is also kept in this tab (src/lib/drafts.ts) and comes back after
 * an expired session or a reload.
 */
export function useFormInput<T extends object, Out, D>(
  initial: T | (() => T),
  options: InputOptions<T> & {
    /**
     * What the check needs that loads apart (e.g. a list in a chunk of its own, which the first
     * page should not carry): asked once, when the form mounts. Until it is there the form has no
     * verdict (not valid, no messages) and `attempt` waits for it; then the check runs on every
     * change as any other.
     */
    load: () => Promise<D>
    check: (values: T, loaded: D) => CheckResult<Out>
  },
): LoadingFormInput<T, Out>
export function useFormInput<T extends object, Out = T>(
  initial: T | (() => T),
  options?: InputOptions<T> & {
    /** The form's rules, run on every change (a zod schema's `safeParse`, usually). */
    check?: (values: T) => CheckResult<Out>
  },
): FormInput<T, Out>
export function useFormInput<T extends object, Out, D>(
  initial: T | (() => T),
  options: InputOptions<T> & {
    load?: () => Promise<D>
    check?: (values: T, loaded: D) => CheckResult<Out>
  } = {},
): FormInput<T, Out> | LoadingFormInput<T, Out> {
  const { draft, matchesSaved, check, load } = options
  const [start, setStart] = useState(initial)
  const [values, setValues] = useState<T>(() => (draft && readDraft<T>(draft)) || start)
  const [touched, setTouched] = useState<ReadonlySet<string>>(
    () => new Set(options.touched?.() ?? []),
  )
  const [submitted, setSubmitted] = useState(false)
  const [loaded, setLoaded] = useState<{ data: D } | null>(null)
  const loading = useRef<Promise<D> | null>(null)
  const loadOnce = (from: () => Promise<D>) =>
    (loading.current ??= from().then(
      (data) => {
        setLoaded({ data })
        return data
      },
      (error: unknown) => {
        loading.current = null // asked again at the next try
        throw error
      },
    ))
  useEffect(() => {
    if (load) loadOnce(load).catch(() => undefined)
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form mounts
  const result = check && (!load || loaded) ? check(values, loaded?.data as D) : undefined
  const messages = result ? messagesOf(result) : {}
  const dirty = JSON.stringify(values) !== JSON.stringify(start) && !matchesSaved?.(values)
  const id = useUnsavedChanges(dirty)
  useEffect(() => {
    if (!draft) return
    if (dirty) writeDraft(draft, values)
    else removeDraft(draft)
  }, [draft, dirty, values])
  const input: Omit<FormInput<T, Out>, typeof registered | 'attempt'> & {
    attempt: () => Out | null | Promise<Out | null>
  } = {
    id,
    values,
    dirty,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    update: setValues,
    reset: (next) => {
      // At once, not in an effect after the next render: a successful save often unmounts its
      // form before this runs (the profile popup goes as soon as the saved profile is complete),
      // and an unmounted form renders no more, so it would leave its draft behind (issue 28).
      unregisterInput(id)
      if (draft) removeDraft(draft)
      if (next) setStart(next)
      setValues(next ?? start)
      setTouched(new Set())
      setSubmitted(false)
    },
    valid: result?.success ?? !check,
    errorOf: (field) => (submitted || touched.has(field) ? messages[field] : undefined),
    touch: (field) =>
      setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    hideMessages: () => {
      setTouched(new Set())
      setSubmitted(false)
    },
    attempt: () => {
      setSubmitted(true)
      const verdict = (checked: CheckResult<Out>) => (checked.success ? checked.data : null)
      if (load && check) return loadOnce(load).then((data) => verdict(check(values, data)))
      return result ? verdict(result) : (values as unknown as Out)
    },
  }
  return input as FormInput<T, Out> | LoadingFormInput<T, Out>
}

type FormProps = Omit<BoxProps<'form'>, 'onSubmit' | 'component' | 'noValidate'> & {
  /** The form's input: a form exists only with its input registered. */
  input: RegisteredInput
  /** Submit (Enter or the submit button); the browser's own validation is off. */
  onSubmit: () => void
}

/** The one way to render a form. */
export function Form({ input: _input, onSubmit, ...props }: FormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    />
  )
}

type FormDialogProps = Omit<DialogProps, 'open' | 'onClose' | 'children'> & {
  open?: boolean
  /** A save under way: Escape and the backdrop do nothing. */
  busy?: boolean
  onClose: () => void
  /** A function gets the guarded close, for a 'Sluiten' that should ask too. */
  children: ReactNode | ((close: () => void) => ReactNode)
}

/**
 * A dialog that holds input. Escape and the backdrop do nothing while it saves, and ask first
 * while input inside it is unsaved; 'Annuleren' (calling `onClose` itself) throws it away at once.
 */
export function FormDialog({
  open = true,
  busy = false,
  onClose,
  children,
  ...props
}: FormDialogProps) {
  // Input registered since the dialog opened is its own: a modal lets nothing else be typed in.
  // (Wherever its form's hook sits: in the dialog's own component or in a child.)
  const [openedWith, setOpenedWith] = useState(() => (open ? unsavedInput.get() : null))
  if (open && openedWith === null) setOpenedWith(unsavedInput.get())
  if (!open && openedWith !== null) setOpenedWith(null)
  const close = () => {
    if (busy) return
    if ([...unsavedInput.get()].every((id) => openedWith?.has(id))) onClose()
    else void askToDiscard().then((discard) => discard && onClose())
  }
  return (
    <Dialog open={open} onClose={close} {...props}>
      {typeof children === 'function' ? children(close) : children}
    </Dialog>
  )
}
