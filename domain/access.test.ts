import { describe, expect, it } from 'vitest'
import {
  can,
  canGrantRole,
  canManageAccount,
  permissions,
  roles,
  type AccountAction,
} from './access'

const actions: AccountAction[] = ['edit', 'new-password', 'delete', 'forget-device']

describe('who may do what (can)', () => {
  it('gives nobody anything without a user', () => {
    for (const permission of Object.keys(permissions) as (keyof typeof permissions)[]) {
      expect(can(null, permission)).toBe(false)
      expect(can(undefined, permission)).toBe(false)
    }
  })

  it('gives each role exactly its permissions', () => {
    const granted = (role: (typeof roles)[number]) =>
      (Object.keys(permissions) as (keyof typeof permissions)[]).filter((p) => can({ role }, p))
    expect(granted('student')).toEqual(['account:view', 'subscriptions:own'])
    expect(granted('teacher')).toEqual([
      'account:view',
      'accounts:manage',
      'second-factor:own',
      'classes:view',
    ])
    expect(granted('admin')).toEqual(
      Object.keys(permissions).filter((p) => p !== 'subscriptions:own'),
    )
  })
})

describe("staff acting on an account (canManageAccount, DESIGN.md 'Admin')", () => {
  const table = (actor: { _id: string; role: 'student' | 'teacher' | 'admin' } | null) =>
    Object.fromEntries(
      (['student', 'teacher', 'admin'] as const).map((role) => [
        role,
        actions.filter((action) => canManageAccount(actor, { _id: `other-${role}`, role }, action)),
      ]),
    )

  it('lets a teacher edit and delete students and teachers, give students only a new password, and leave admins alone', () => {
    expect(table({ _id: 't1', role: 'teacher' })).toEqual({
      student: ['edit', 'new-password', 'delete'],
      teacher: ['edit', 'delete'],
      admin: [],
    })
  })

  it("lets an admin do all, but give no admin a new password and forget no student's device", () => {
    expect(table({ _id: 'a1', role: 'admin' })).toEqual({
      student: ['edit', 'new-password', 'delete'],
      teacher: ['edit', 'new-password', 'delete', 'forget-device'],
      admin: ['edit', 'delete', 'forget-device'],
    })
  })

  it('lets no student and nobody logged out act on any account', () => {
    expect(table({ _id: 's1', role: 'student' })).toEqual({ student: [], teacher: [], admin: [] })
    expect(table(null)).toEqual({ student: [], teacher: [], admin: [] })
    expect(table(undefined as unknown as null)).toEqual({ student: [], teacher: [], admin: [] })
  })

  it('lets staff only edit their own account (their password changes on the account page)', () => {
    for (const role of ['teacher', 'admin'] as const)
      expect(
        actions.filter((a) => canManageAccount({ _id: 'me', role }, { _id: 'me', role }, a)),
      ).toEqual(['edit'])
  })
})

describe('the role a new account gets (canGrantRole)', () => {
  it('lets teachers add students and teachers, and only admins add admins', () => {
    const grantable = (actor: { role: 'student' | 'teacher' | 'admin' } | null) =>
      roles.filter((role) => canGrantRole(actor, role))
    expect(grantable({ role: 'teacher' })).toEqual(['student', 'teacher'])
    expect(grantable({ role: 'admin' })).toEqual(['student', 'teacher', 'admin'])
    expect(grantable({ role: 'student' })).toEqual([])
    expect(grantable(null)).toEqual([])
  })
})
