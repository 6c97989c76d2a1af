// Malformed request bodies for every write endpoint of our JSON API (docs/api.md), generated
// with fast-check. Each starts from a well-formed body and breaks it in one way a validator must
// catch: a required field missing or of the wrong type, a string far past any limit, an e-mail that is
// no address, or a body that is not a JSON object at all. None of them may be stored.
import fc from 'fast-check'

const lead = '00000000-0000-4000-8000-000000000000'

/** Each write endpoint: a well-formed body and the paths of its required fields. */
export const WRITE_ENDPOINTS = [
  {
    path: '/api/comments',
    body: {
      page: '/guide',
      author: 'Dana Reed',
      email: 'dana@example.com',
      text: '<p>Is a 240 V hookup worth it?</p>',
    },
    required: ['page', 'author', 'email', 'text'],
  },
  {
    path: '/api/comments/reply',
    body: { commentId: '1', reply: { author: 'Dana Reed', email: 'dana@example.com', text: '<p>Thanks.</p>' } },
    required: ['commentId', 'reply', 'reply.author', 'reply.email', 'reply.text'],
  },
  {
    path: '/api/pricechecks/newcheck',
    body: {
      name: 'Dana Reed',
      email: 'dana@example.com',
      zipcode: '55401',
      tubs: [{ brand: 'Acme', model: 'Six', price: 8999 }],
    },
    required: ['name', 'email', 'zipcode', 'tubs', 'tubs.0', 'tubs.0.brand', 'tubs.0.model', 'tubs.0.price'],
  },
  {
    path: '/api/leads/info',
    body: {
      leadId: lead,
      firstName: 'Dana',
      lastName: 'Reed',
      email: 'dana@example.com',
      phone: '612 555 0100',
      zipCode: '55401',
      details: 'A six-seat tub.',
    },
    required: ['leadId', 'firstName', 'lastName', 'email', 'phone', 'zipCode', 'details'],
  },
  {
    path: '/api/leads/newLead',
    body: { firstName: 'Dana', lastName: 'Reed', email: 'dana@example.com', source: 'pricecheck' },
    // A one-word name is both first and last name: lastName may be left out.
    required: ['firstName', 'email', 'source'],
  },
  { path: '/api/leads/reqInfo', body: { leadId: lead }, required: ['leadId'] },
  {
    path: '/api/ecomm/create-payment-intent',
    body: { product: 'eval', name: 'Dana Reed', email: 'dana@example.com' },
    required: ['product', 'name', 'email'],
  },
  {
    // A spa-product order: the basket and where to ship it.
    path: '/api/ecomm/create-payment-intent',
    body: {
      items: [{ sku: 'BEC-16', quantity: 1 }],
      name: 'Dana Reed',
      email: 'dana@example.com',
      address: '1 Main Street',
      city: 'Minneapolis',
      state: 'MN',
      country: 'US',
      zip: '55401',
    },
    required: [
      'items',
      'items.0',
      'items.0.sku',
      'items.0.quantity',
      'name',
      'email',
      'address',
      'city',
      'state',
      'country',
      'zip',
    ],
  },
  // The spa-product calls (paidSM, storeOrder) take what the services' do: the order's details were
  // given when its payment was created.
  ...['paidEval', 'paidConsult', 'paidPBS', 'paidCheapPBS', 'paidSM', 'storeOrder'].map((name) => ({
    path: `/api/ecomm/${name}`,
    body: { name: 'Dana Reed', email: 'dana@example.com', paymentIntentId: 'pi_demo_0000000000000000' },
    required: ['name', 'email', 'paymentIntentId'],
  })),
  {
    path: '/api/ecomm/demo/confirm',
    body: { paymentIntentId: 'pi_demo_0000000000000000', cardNumber: '4242424242424242' },
    required: ['paymentIntentId', 'cardNumber'],
  },
  {
    path: '/api/utilities/sendMessage',
    body: { subject: 'A question', message: 'How warm should it be?' },
    required: ['subject', 'message'],
  },
  {
    path: '/api/leads/newBuenoMessage',
    body: { subject: 'A question', message: 'How warm should it be?' },
    required: ['subject', 'message'],
  },
  // Provider webhooks: without the provider's signature no body is ever acted on.
  {
    path: '/api/webhooks/stripe',
    body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
    required: ['id', 'type'],
  },
  {
    path: '/api/webhooks/paypal',
    body: { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } },
    required: ['id', 'event_type'],
  },
]

const clone = (value) => structuredClone(value)

function parentOf(body, path) {
  const keys = path.split('.')
  let node = body
  for (const key of keys.slice(0, -1)) node = node[key]
  return [node, keys.at(-1)]
}

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 4 }),
)
const notAnEmail = fc.oneof(
  fc.string({ maxLength: 40 }).filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s)),
  fc.constant('dana@'),
  fc.constant('@example.com'),
)
// Longer than any text field allows (the longest, a question's HTML, allows 20,000 characters).
const farTooLong = fc.integer({ min: 50_000, max: 200_000 }).map((n) => 'x'.repeat(n))

/** One malformed body for `endpoint`: `{ kind, text, contentType }`, `text` being what is sent. */
export function badBody(endpoint) {
  const json = (kind, body) => ({ kind, text: JSON.stringify(body) ?? '', contentType: 'application/json' })
  const valueAt = (path) => {
    const [parent, key] = parentOf(endpoint.body, path)
    return parent[key]
  }
  /** The well-formed body with the field at `path` set to `value`. */
  const withValue = (path, value) => {
    const body = clone(endpoint.body)
    const [parent, key] = parentOf(body, path)
    parent[key] = value
    return body
  }
  /** A field of `paths` given a value from `values` (those `keep` allows), described as `${path} ${what}`. */
  const replaced = (paths, values, what, keep = () => true) =>
    fc
      .tuple(fc.constantFrom(...paths), values)
      .filter(([path, value]) => keep(path, value))
      .map(([path, value]) => json(`${path} ${what}`, withValue(path, value)))

  const field = fc.constantFrom(...endpoint.required)
  const stringFields = endpoint.required.filter((path) => typeof valueAt(path) === 'string')
  const emailFields = endpoint.required.filter((path) => /(^|\.)email$/.test(path))
  const choices = [
    field.map((path) => {
      const body = clone(endpoint.body)
      const [parent, key] = parentOf(body, path)
      if (Array.isArray(parent)) parent.splice(Number(key), 1)
      else delete parent[key]
      return json(`missing ${path}`, body)
    }),
    // A number where a number belongs is not a wrong type.
    replaced(
      endpoint.required,
      wrongType,
      'of the wrong type',
      (path, value) => typeof value !== typeof valueAt(path) || typeof value === 'object',
    ),
    fc
      .anything()
      .filter((value) => value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value)))
      .map((value) => json('not an object', value)),
    fc
      .string({ maxLength: 200 })
      .filter((text) => {
        try {
          JSON.parse(text)
          return false
        } catch {
          return true
        }
      })
      .map((text) => ({ kind: 'not JSON', text, contentType: 'application/json' })),
    fc.constant({ kind: 'empty body', text: '', contentType: 'application/json' }),
  ]
  if (stringFields.length) choices.push(replaced(stringFields, farTooLong, 'far too long'))
  if (emailFields.length) choices.push(replaced(emailFields, notAnEmail, 'not an address'))
  return fc.oneof(...choices)
}

/** `count` malformed bodies for `endpoint`, the same ones for the same seed. */
export function badBodies(endpoint, count, seed) {
  return fc.sample(badBody(endpoint), { numRuns: count, seed })
}
