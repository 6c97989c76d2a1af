// What the first-tap benchmark (lab/lib/firstTap.mjs) presses on each template, and what counts as
// the page having visibly answered. "Answered" is the control's own first visible response to the
// press, the thing a reader sees change (what Chrome's INP times to the next paint): a loading note
// counts, because it tells the reader the press was taken; a form's arrival is timed separately as
// `ready`, the moment a character typed into its field shows up in it.

/** The header's controls, shown at phone width on every template. */
export const MENU = {
  id: 'menu',
  label: 'header Menu button',
  target: 'header',
  control: { selector: '.header-controls button.menu-button' },
  // The side panel is a modal <dialog>: open and drawn.
  answered: { kind: 'visible', selector: 'dialog.side-panel[open]' },
}

export const SEARCH = {
  id: 'search',
  label: 'header Search button',
  target: 'header',
  control: { selector: '.header-controls button[aria-label="Search"]' },
  // The search band opens with its field.
  answered: { kind: 'visible', selector: '.search-band:not([hidden]) input[type="search"]' },
}

/** The first content control of the templates that have one, keyed by page path. */
export const CONTENT_CONTROLS = {
  '/content/articles': {
    id: 'load-more',
    label: 'Load More',
    target: 'content',
    control: { selector: '.content-list__more button', text: 'Load More' },
    // More cards in the grid, or the button saying it is loading them.
    answered: { kind: 'grows-or-busy', selector: '.content-list__grid > li', busy: '.content-list__more button' },
  },
  '/asktheexperts': {
    id: 'ask',
    label: 'Ask a Question',
    target: 'content',
    control: { selector: '.questions__ask button', text: 'Ask a Question' },
    // The form's place opens: its "Loading the form…" note or the form itself.
    answered: { kind: 'visible', selector: '#ask-form > *' },
    // The question's text takes a typed character: the plain field the form opens with, or the rich
    // editor that replaces it (src/questions/editor/QuestionTextField.tsx).
    ready: { selector: '#ask-form textarea, #ask-form [contenteditable="true"]' },
  },
  '/consult': {
    id: 'buy-now',
    label: 'Buy Now',
    target: 'content',
    control: { selector: '.service-offer__levels button', text: 'Buy Now' },
    // The offer gives way to the checkout: its "Loading the checkout…" spinner or the details form.
    answered: { kind: 'visible', selector: '.service-offer--buying' },
    // The details form's first field takes a typed character.
    ready: { selector: 'form.checkout__form input' },
  },
  '/price-check': {
    id: 'brand',
    label: "price checker's Brand",
    target: 'content',
    control: { selector: 'input[id$="-brand-0"]' },
    // A text field with the brands as suggestions: it has the focus (a phone shows its keyboard).
    answered: { kind: 'focused', selector: 'input[id$="-brand-0"]' },
  },
  '/hot-tub-running-cost': {
    id: 'zip',
    label: "running-cost calculator's ZIP code",
    target: 'content',
    control: { selector: 'input[id$="-zip"]' },
    answered: { kind: 'focused', selector: 'input[id$="-zip"]' },
    // The year is worked out from what is typed: the field takes a character.
    ready: { selector: 'input[id$="-zip"]' },
  },
  '/hot-tub-quote-scorecard': {
    id: 'brand',
    label: "scorecard's Brand",
    target: 'content',
    control: { selector: 'input[id$="-brand"]' },
    answered: { kind: 'focused', selector: 'input[id$="-brand"]' },
    ready: { selector: 'input[id$="-brand"]' },
  },
  '/compare-hot-tubs': {
    id: 'tub-name',
    label: "compare tool's first Name",
    target: 'content',
    control: { selector: 'input[id$="-0-label"]' },
    answered: { kind: 'focused', selector: 'input[id$="-0-label"]' },
    ready: { selector: 'input[id$="-0-label"]' },
  },
  '/water-care': {
    id: 'gallons',
    label: "water-care calculator's Fill volume",
    target: 'content',
    control: { selector: 'input#water-care-gallons' },
    answered: { kind: 'focused', selector: 'input#water-care-gallons' },
    // The plan is worked out from what is typed: the field takes a character.
    ready: { selector: 'input#water-care-gallons' },
  },
  '/water-care/log': {
    id: 'bromine-or-chlorine',
    label: "care log's first reading",
    target: 'content',
    control: { selector: 'input[id$="-sanitiserPpm"]' },
    answered: { kind: 'focused', selector: 'input[id$="-sanitiserPpm"]' },
    ready: { selector: 'input[id$="-sanitiserPpm"]' },
  },
  '/water-care/reminders': {
    id: 'email',
    label: "care reminders' E-mail address",
    target: 'content',
    control: { selector: 'input[id$="-email"]' },
    answered: { kind: 'focused', selector: 'input[id$="-email"]' },
    ready: { selector: 'input[id$="-email"]' },
  },
}

/** The header's search is timed on the home page only: it is the same component everywhere. */
const SEARCH_PAGES = new Set(['/'])

/** Every control to press on `page`: the menu, the search where timed, the page's content control. */
export function controlsOf(page) {
  return [
    MENU,
    ...(SEARCH_PAGES.has(page) ? [SEARCH] : []),
    ...(CONTENT_CONTROLS[page] ? [CONTENT_CONTROLS[page]] : []),
  ]
}
