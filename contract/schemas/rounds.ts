import { z } from 'zod/mini'
import { findScope } from '~domain/scopes'

// zod/mini: students read rounds on the list and detail pages (docs/rounds.md).

export const roundModes = ['first-come', 'preference'] as const
export type RoundMode = (typeof roundModes)[number]

/** The placement engine's policies (server/placement/types.ts), in the order the admin sees them. */
export const placementPolicies = ['rank-maximal', 'minimise-worst', 'lottery'] as const
export type PlacementPolicyName = (typeof placementPolicies)[number]

/** How many wishes a round may ask for at most (a sanity bound, not a product rule). */
export const MAX_WISHES_LIMIT = 50

const id = z.string().check(z.minLength(1))
const isoTime = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'Ongeldige tijd'))
const count = z.int().check(z.minimum(0))

const histogramSchema = z.object({
  /** by_rank[0] got their 1st choice, by_rank[1] their 2nd, … */
  by_rank: z.array(count),
  pinned: count,
  leftover: count,
  unplaced: count,
})

export const unplacedReasons = ['no-wishes', 'wishes-full', 'wishes-dropped'] as const

const pinSchema = z.object({
  student_id: id,
  excursion_id: id,
  reason: z.string().check(z.trim(), z.minLength(1, 'Geef een reden'), z.maxLength(500)),
})
export type Pin = z.infer<typeof pinSchema>

/**
 * The fairness figures of one policy's outcome (server/placement/fairness.ts): per class the
 * ranks, students with justified envy (someone with a worse lottery number got an excursion they
 * ranked higher), and the excursions cancelled for their minimum.
 */
export const fairnessSchema = z.object({
  justified_envy: count,
  per_class: z.array(
    z.object({
      class_name: z.string(),
      students: count,
      by_rank: z.array(count),
      pinned: count,
      leftover: count,
      unplaced: count,
      justified_envy: count,
    }),
  ),
  cancelled: z.array(z.object({ excursion_id: id, minimum: z.nullable(count), wished: count })),
  /**
   * Wishes left out of the placement for want of a parent's consent (issue 44): per trip and
   * state ('pending', 'refused', 'missing'), how many students. Absent before it existed.
   */
  without_consent: z.optional(
    z.array(z.object({ excursion_id: id, state: z.string(), students: count })),
  ),
  /**
   * The students moved by the balance (issue 44): kept from a trip they wished higher that had a
   * place left, by its class share or its kept places, with the reason in Dutch.
   */
  balance_moved: z.optional(
    z.array(
      z.object({
        student_id: id,
        excursion_id: id,
        reason: z.enum(['class-share', 'kept']),
        text: z.string(),
      }),
    ),
  ),
})
export type Fairness = z.infer<typeof fairnessSchema>

/** One policy's outcome, as the preview and a publication show it. */
export const placementSummarySchema = z.object({
  policy: z.enum(placementPolicies),
  /** null: the round's fixed seed, not shown before publishing. */
  seed: z.nullable(count),
  students: count,
  histogram: histogramSchema,
  excursions: z.array(
    z.object({
      excursion_id: id,
      capacity: z.nullable(count),
      minimum: z.nullable(count),
      placed: count,
      pinned: count,
      leftover: count,
      dropped: z.boolean(),
      over_capacity: z.boolean(),
    }),
  ),
  unplaced: z.array(z.object({ student_id: id, reason: z.enum(unplacedReasons) })),
  dropped_pins: z.array(pinSchema),
  /** Absent on placements published before the report existed. */
  fairness: z.optional(fairnessSchema),
  /** Exact placement (issue 27): proven optimal, or the best found with the solver's gap. */
  optimality: z.optional(
    z.object({ proven: z.boolean(), gap: z.nullable(z.number()), text: z.string() }),
  ),
  /** Which engine placed: the flow engine (fast path), the integer program, or the lottery. */
  engine: z.optional(z.enum(['flow', 'mip', 'lottery'])),
  /** Friend groups: where each group went (null: not together; `split`: placed one by one). */
  groups: z.optional(
    z.array(
      z.object({
        group_id: id,
        size: count,
        excursion_id: z.nullable(z.string()),
        split: z.boolean(),
      }),
    ),
  ),
  /**
   * Excursions cancelled for their minimum, each with where its students went: the students who
   * wished it above the place they got (null: no place).
   */
  cancelled: z.optional(
    z.array(
      z.object({
        excursion_id: id,
        went_to: z.array(z.object({ excursion_id: z.nullable(z.string()), students: count })),
      }),
    ),
  ),
})
export type PlacementSummary = z.infer<typeof placementSummarySchema>

/** A published placement (admins see it with their round). */
export const publicationSchema = z.object({
  run_id: id,
  policy: z.enum(placementPolicies),
  seed: count,
  place_without_wishes: z.boolean(),
  pins: z.array(pinSchema),
  published_at: z.string(),
  summary: placementSummarySchema,
  /** Whether undo is still possible: nothing changed in the scope since publishing. */
  can_undo: z.boolean(),
})
export type Publication = z.infer<typeof publicationSchema>

/** The round of one scope, as GET rounds answers it (a scope without settings: the default). */
export const roundSchema = z.object({
  scope: z.string(),
  mode: z.enum(roundModes),
  opens_at: z.nullable(z.string()),
  closes_at: z.nullable(z.string()),
  min_wishes: count,
  max_wishes: z.nullable(count),
  policy: z.enum(placementPolicies),
  /** Reminders go by themselves this many days before closing; null: only by hand. */
  remind_days_before: z.optional(z.nullable(count)),
  /** A placement is published (preference rounds). */
  published: z.boolean(),
  /** Excursions that do not run in the published placement (below their minimum). */
  dropped: z.array(z.string()),
  publication: z.optional(publicationSchema),
  /** 'Eerlijke start': the first seconds after opening whose sign-ups are drawn; null: off. */
  fair_start_seconds: z.optional(z.nullable(count)),
  /**
   * A preference round's lottery, fixed in advance: SHA-256 of `seed:nonce` (hex), shown from
   * the start; seed and nonce only once the placement is published.
   */
  draw: z.optional(
    z.object({
      commitment: z.string(),
      committed_at: z.string(),
      seed: z.optional(count),
      nonce: z.optional(z.string()),
      revealed_at: z.optional(z.string()),
    }),
  ),
  /** Friend groups: a group that cannot be placed together is placed one by one. */
  group_fallback: z.optional(z.boolean()),
  /** A student's own: why they got their place in the published placement, or none. */
  my_reason: z.optional(z.string()),
  /**
   * Parents' consent (issue 44): null, needed before the window closes (a wish without it is not
   * placed); a moment (ISO), needed by then, after the placement (a place without it is freed).
   */
  consent_deadline: z.optional(z.nullable(z.string())),
})
export type Round = z.infer<typeof roundSchema>
export const roundListSchema = z.array(roundSchema)

const scope = z.string().check(z.refine((s) => findScope(s) !== undefined, 'Kies een geldig soort'))
const wishCount = (min: number) =>
  z
    .int({ error: 'Vul een heel getal in' })
    .check(
      z.minimum(min, `Vul ${min} of meer in`),
      z.maximum(MAX_WISHES_LIMIT, `Hoogstens ${MAX_WISHES_LIMIT}`),
    )

/** 'Eerlijke start': its default length and bounds, in seconds. */
export const FAIR_START_DEFAULT_SECONDS = 60
const FAIR_START_MIN_SECONDS = 5
const FAIR_START_MAX_SECONDS = 600

/** A consent deadline must lie after the window's close (the placement comes between). */
export const consentDeadlineMessage =
  'De datum voor toestemming moet na de sluiting van de inschrijving liggen'
/** Whether a round's consent deadline (if any) lies after its closing. */
export const consentDeadlineFits = (r: {
  closes_at: string | null
  consent_deadline?: string | null
}) =>
  !r.consent_deadline ||
  (r.closes_at !== null && Date.parse(r.consent_deadline) > Date.parse(r.closes_at))

/** POST rounds/set: a scope's round. Times are ISO (UTC); the admin types Dutch time. */
export const roundInputSchema = z
  .object({
    scope,
    mode: z.enum(roundModes),
    opens_at: z.nullable(isoTime),
    closes_at: z.nullable(isoTime),
    min_wishes: wishCount(0),
    max_wishes: z.nullable(wishCount(1)),
    policy: z.enum(placementPolicies),
    remind_days_before: z.optional(
      z.nullable(wishCount(1).check(z.maximum(60, 'Vul 60 of minder in'))),
    ),
    /** Friend groups: a group that cannot be placed together is placed one by one (issue 27). */
    group_fallback: z.optional(z.boolean()),
    /** 'Eerlijke start' (first-come with an opening time): seconds, or null (off, the default). */
    fair_start_seconds: z.optional(
      z.nullable(
        z
          .int({ error: 'Vul een heel aantal seconden in' })
          .check(
            z.minimum(FAIR_START_MIN_SECONDS, `Minstens ${FAIR_START_MIN_SECONDS} seconden`),
            z.maximum(FAIR_START_MAX_SECONDS, `Hoogstens ${FAIR_START_MAX_SECONDS} seconden`),
          ),
      ),
    ),
    /**
     * Parents' consent (issue 44): null, 'Voor het sluiten van de inschrijving' (the default); a
     * moment, 'Uiterlijk op een datum na de plaatsing'. Absent: unchanged.
     */
    consent_deadline: z.optional(z.nullable(isoTime)),
  })
  .check(
    z.refine(
      (r) => !r.opens_at || !r.closes_at || Date.parse(r.closes_at) > Date.parse(r.opens_at),
      {
        message: 'De sluiting moet na de opening liggen',
        path: ['closes_at'],
      },
    ),
    z.refine((r) => !r.fair_start_seconds || (r.mode === 'first-come' && r.opens_at !== null), {
      message: 'Een eerlijke start vraagt wie het eerst komt en een openingstijd',
      path: ['fair_start_seconds'],
    }),
    z.refine(consentDeadlineFits, { message: consentDeadlineMessage, path: ['consent_deadline'] }),
    z.refine((r) => r.max_wishes === null || r.min_wishes <= r.max_wishes, {
      message: 'Het minimum kan niet groter zijn dan het maximum',
      path: ['min_wishes'],
    }),
  )
export type RoundInput = z.infer<typeof roundInputSchema>

const seed = z.int().check(z.minimum(0), z.maximum(0xffffffff))
/** The exact solver's time limit in seconds (issue 27; default 10). */
const timeLimit = z.optional(
  z
    .int({ error: 'Vul een heel aantal seconden in' })
    .check(z.minimum(1, 'Minstens 1 seconde'), z.maximum(120, 'Hoogstens 120 seconden')),
)

/** POST rounds/preview: the policies to compare, on the same lottery (a seed, or a new one). */
export const previewInputSchema = z.object({
  scope,
  policies: z.array(z.enum(placementPolicies)).check(
    z.minLength(1),
    z.maxLength(placementPolicies.length),
    z.refine((list) => new Set(list).size === list.length, 'Elk beleid één keer'),
  ),
  seed: z.optional(seed),
  pins: z._default(z.array(pinSchema), []),
  place_without_wishes: z._default(z.boolean(), false),
  time_limit: timeLimit,
})
export type PreviewInput = z.input<typeof previewInputSchema>

export const previewAnswerSchema = z.object({
  scope: z.string(),
  /** null: the round's fixed seed, shown at publishing. */
  seed: z.nullable(count),
  /** A practice on another seed: the window is still open, the real lottery is not drawn yet. */
  practice: z.boolean(),
  results: z.array(placementSummarySchema),
})
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>

/** POST rounds/publish: one policy of the preview, on the round's fixed seed (or, for a round without one, the preview's). */
export const publishInputSchema = z.object({
  scope,
  policy: z.enum(placementPolicies),
  seed: z.optional(seed),
  pins: z._default(z.array(pinSchema), []),
  place_without_wishes: z._default(z.boolean(), false),
  time_limit: timeLimit,
  /**
   * The admin saw that the solver could not prove its placement optimal in time and publishes the
   * best found anyway; without it such a placement is refused, never published silently.
   */
  accept_gap: z._default(z.boolean(), false),
})
export type PublishInput = z.input<typeof publishInputSchema>

export const undoInputSchema = z.object({ scope })

/** POST waiting_list/join and waiting_list/leave. */
export const waitingInputSchema = z.object({ excursion_id: id })
export const waitingAnswerSchema = z.object({
  excursion_id: z.string(),
  /** The place in line (1 = next), or null when a free place was taken at once. */
  position: z.nullable(count),
  placed: z.boolean(),
})
export type WaitingAnswer = z.infer<typeof waitingAnswerSchema>

/**
 * GET rounds/verification: 'Exporteren voor controle', the anonymised input, seed, nonce and
 * outcome of the published placement (format of server/placement/verify.ts).
 */
export const verificationQuerySchema = z.object({ scope })
const policyField = z.enum(placementPolicies)
export const verificationAnswerSchema = z.object({
  format: z.literal('plaatsing-controle/1'),
  policy: policyField,
  seed: count,
  nonce: z.string(),
  commitment: z.string(),
  placeWithoutWishes: z.boolean(),
  groupFallback: z.boolean(),
  excursions: z.array(
    z.object({ id: z.string(), capacity: z.nullable(count), minimum: z.nullable(count) }),
  ),
  students: z.array(
    z.object({
      id: z.string(),
      wishes: z.array(z.string()),
      /** Trips needing a consent the student has not given: no leftover seat there (issue 44). */
      noLeftoverAt: z.optional(z.array(z.string())),
    }),
  ),
  groups: z.array(
    z.object({ id: z.string(), members: z.array(z.string()), wishes: z.array(z.string()) }),
  ),
  pins: z.array(z.object({ studentId: z.string(), excursionId: z.string() })),
  placement: z.record(z.string(), z.nullable(z.string())),
  cancelled: z.array(z.string()),
})
export type VerificationAnswer = z.infer<typeof verificationAnswerSchema>
