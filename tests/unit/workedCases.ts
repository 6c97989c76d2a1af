import { expect, it } from 'vitest'

/**
 * A table of worked cases: one test per row, named by the title, the input and the answer, each
 * checking that `answer(input)` is (`toBe`) the row's answer.
 */
export function itAnswers<Input, Answer>(
  title: string,
  answer: (input: Input) => Answer,
  cases: ReadonlyArray<readonly [Input, Answer]>,
) {
  it.each(cases.map(([input, want]) => [input, want] as [Input, Answer]))(`${title}: %j is %j`, (input, want) => {
    expect(answer(input)).toBe(want)
  })
}

/** A list of inputs that all get the one answer: one test per input, named by the title and the input. */
export function itAnswersAll<Input, Answer>(
  title: string,
  answer: (input: Input) => Answer,
  want: Answer,
  inputs: ReadonlyArray<Input>,
) {
  it.each(inputs.map((input) => [input]))(`${title}: %j`, (input) => {
    expect(answer(input)).toBe(want)
  })
}
