import { describe, expect, it } from 'vitest'
import { messagesOf } from '@/components/form'
import { checkExcursionForm as checkSchema } from './excursion-form-dialog'

/** The check's verdict as the dialog reads it: the API's input, or a message per field. */
function checkExcursionForm(values: Parameters<typeof checkSchema>[0]) {
  const result = checkSchema(values)
  return result.success
    ? { input: result.data, errors: null }
    : { input: null, errors: messagesOf(result) }
}

const valid = {
  name: 'Fotosafari',
  scope: 'x-week',
  hours: '5',
  datetime: '20-04-2027',
  location: ' Goes ',
  description: '',
  capacity: '',
  minimum: '',
  return_date: '',
  consent: 'none' as const,
  class_share: '',
  kept_places: '',
  kept_classes: '',
  kept_students: '',
}

describe('the excursion form', () => {
  it('gives the API its types: whole numbers, no capacity as null, trimmed text', () => {
    expect(checkExcursionForm(valid)).toEqual({
      input: {
        name: 'Fotosafari',
        scope: 'x-week',
        hours: 5,
        datetime: '20-04-2027',
        location: 'Goes',
        description: '',
        capacity: null,
        minimum: null,
        return_date: null,
        consent: 'none',
        class_share: null,
        kept_places: null,
        kept_classes: [],
        kept_students: [],
      },
      errors: null,
    })
    expect(checkExcursionForm({ ...valid, capacity: '12' }).input?.capacity).toBe(12)
  })

  it('takes a return date on or after the date, and a minimum up to the places', () => {
    expect(
      checkExcursionForm({ ...valid, return_date: '24-04-2027', capacity: '20', minimum: '8' })
        .input,
    ).toMatchObject({ return_date: '24-04-2027', capacity: 20, minimum: 8 })
    expect(checkExcursionForm({ ...valid, return_date: '19-04-2027' }).errors).toEqual({
      return_date: 'De terugkomst kan niet voor de datum liggen',
    })
    expect(checkExcursionForm({ ...valid, capacity: '5', minimum: '6' }).errors).toEqual({
      minimum: 'Het minimum kan niet groter zijn dan het aantal plaatsen',
    })
    expect(checkExcursionForm({ ...valid, minimum: '0' }).errors).toEqual({
      minimum: 'Minstens 1 deelnemer',
    })
  })

  it('names each wrong field with its own message', () => {
    expect(
      checkExcursionForm({
        ...valid,
        name: ' ',
        scope: 'onbekend',
        hours: '2,5',
        datetime: '-',
        capacity: '0',
      }).errors,
    ).toEqual({
      name: 'Vul een naam in',
      scope: 'Kies een geldig soort',
      hours: 'Vul een getal in',
      datetime: 'Vul een geldige datum in (DD-MM-JJJJ)',
      capacity: 'Minstens 1 plaats',
    })
    expect(checkExcursionForm({ ...valid, hours: '2.5' }).errors).toEqual({
      hours: 'Vul een heel getal in',
    })
    expect(checkExcursionForm({ ...valid, hours: '-1' }).errors?.hours).toBe('Vul 0 of meer in')
  })

  it('checks the balance in Dutch: a share of 1–100%, kept places with a group, within the places', () => {
    expect(checkExcursionForm({ ...valid, class_share: '40' }).errors).toEqual({
      class_share: 'Een aandeel per klas kan alleen bij een maximaal aantal plaatsen',
    })
    expect(checkExcursionForm({ ...valid, capacity: '10', class_share: '101' }).errors).toEqual({
      class_share: 'Hoogstens 100%',
    })
    expect(checkExcursionForm({ ...valid, capacity: '10', kept_places: '3' }).errors).toEqual({
      kept_classes: 'Noem een klas of leerlingnummers voor de vastgehouden plaatsen',
    })
    expect(
      checkExcursionForm({ ...valid, capacity: '2', kept_places: '3', kept_classes: '4A' }).errors,
    ).toEqual({ kept_places: 'Er kunnen niet meer plaatsen vastgehouden worden dan er zijn' })
    expect(
      checkExcursionForm({
        ...valid,
        capacity: '10',
        class_share: '40',
        kept_places: '2',
        kept_classes: '4A, 4B ',
        kept_students: '201004',
      }).input,
    ).toMatchObject({
      class_share: 40,
      kept_places: 2,
      kept_classes: ['4A', '4B'],
      kept_students: ['201004'],
    })
  })
})
