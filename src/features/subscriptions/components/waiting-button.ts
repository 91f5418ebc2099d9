/**
 * While a change is under way a button stays focusable but does nothing (aria-disabled). A module
 * of its own: the list's ranking uses it without the sign-up controls and their dialogs.
 */
export const waitingButtonSx = {
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
} as const
