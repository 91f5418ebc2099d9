import { z } from 'zod/mini'
import {
  groupIdSchema,
  groupScopeSchema,
  groupWishesSchema,
  inviteSchema,
  ownGroupSchema,
  roundGroupsSchema,
} from '~contract/schemas/friend-groups'
import type { Call } from './call'

/** Friend groups of a preference round (issue 27): placed together or not at all. */
const tag = 'Vriendengroepen'
const message = z.object({ message: z.string() })
const ownRefusals = {
  404: 'Geen uitnodiging of groep',
  406: 'Geweigerd, met de reden als tekst (onbekend nummer, jezelf, andere ronde, groep vol, al in een groep, venster dicht)',
}

export const ownFriendGroup = {
  method: 'get',
  path: 'friend_groups/own',
  access: 'subscriptions:own',
  query: groupScopeSchema,
  answer: ownGroupSchema,
  docs: {
    tag,
    summary: 'De eigen groep in een ronde (met de gedeelde wensen) en de uitnodigingen',
  },
} as const satisfies Call

export const inviteFriend = {
  method: 'post',
  path: 'friend_groups/invite',
  access: 'subscriptions:own',
  body: inviteSchema,
  answer: ownGroupSchema,
  docs: {
    tag,
    summary:
      'Een vriend uitnodigen op leerlingnummer (hoogstens 3, zolang de ronde wensen verzamelt)',
    refusals: ownRefusals,
  },
} as const satisfies Call

export const acceptFriendInvitation = {
  method: 'post',
  path: 'friend_groups/accept',
  access: 'subscriptions:own',
  body: groupIdSchema,
  answer: ownGroupSchema,
  docs: { tag, summary: 'Een uitnodiging aannemen', refusals: ownRefusals },
} as const satisfies Call

export const declineFriendInvitation = {
  method: 'post',
  path: 'friend_groups/decline',
  access: 'subscriptions:own',
  body: groupIdSchema,
  answer: ownGroupSchema,
  docs: { tag, summary: 'Een uitnodiging afslaan', refusals: ownRefusals },
} as const satisfies Call

export const leaveFriendGroup = {
  method: 'post',
  path: 'friend_groups/leave',
  access: 'subscriptions:own',
  body: groupScopeSchema,
  answer: ownGroupSchema,
  docs: {
    tag,
    summary: 'De eigen groep verlaten (alleen zolang de inschrijving open is)',
    refusals: ownRefusals,
  },
} as const satisfies Call

export const setFriendGroupWishes = {
  method: 'post',
  path: 'friend_groups/wishes',
  access: 'subscriptions:own',
  body: groupWishesSchema,
  answer: ownGroupSchema,
  docs: {
    tag,
    summary: 'De gedeelde wensen van de eigen groep, 1e keuze eerst (elk lid mag ze wijzigen)',
    refusals: ownRefusals,
  },
} as const satisfies Call

export const roundFriendGroups = {
  method: 'get',
  path: 'friend_groups',
  access: 'rounds:manage',
  query: groupScopeSchema,
  answer: roundGroupsSchema,
  docs: { tag, summary: 'De groepen en uitnodigingen van een ronde' },
} as const satisfies Call

export const dissolveFriendGroup = {
  method: 'post',
  path: 'friend_groups/dissolve',
  access: 'rounds:manage',
  body: groupIdSchema,
  answer: message,
  docs: { tag, summary: 'Een groep opheffen', refusals: { 404: 'Geen groep' } },
} as const satisfies Call
