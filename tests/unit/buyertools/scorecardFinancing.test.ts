import { describe, expect, it } from 'vitest'

import {
  APR_BENCHMARK,
  aprWellAbove,
  financedAboveCash,
  loanCost,
  monthlyPaymentCents,
} from '@/buyertools/scorecard/financing'

describe('a finance offer, by the amortisation formula', () => {
  it('works out the issue’s case: $11,500 at 7.9 % over 60 months', () => {
    // r = 7.9 / 100 / 12 = 0.0065833; (1 + r)^60 = e^(60 × 0.0065617) = e^0.39370 = 1.48246;
    // payment = 11,500 × 0.0065833 ÷ (1 − 1 ÷ 1.48246) = 75.708 ÷ 0.32544 = 232.63 a month;
    // 60 payments = 232.62858 × 60 = 13,957.71; interest = 13,957.71 − 11,500 = 2,457.71.
    expect(monthlyPaymentCents(11_500, 7.9, 60)).toBe(23_263)
    expect(loanCost({ amountFinancedDollars: 11_500, aprPercent: 7.9, months: 60, feesDollars: 0 })).toMatchObject({
      monthlyPaymentCents: 23_263,
      totalOfPaymentsCents: 1_395_771,
      interestCents: 245_771,
    })
  })

  it('works out a round case and a 0 % case', () => {
    // r = 12 / 100 / 12 = 0.01; 1.01^12 = 1.126825; 10,000 × 0.01 ÷ (1 − 1 ÷ 1.126825) = 100 ÷ 0.112551
    // = 888.49 a month; 12 × 888.4879 = 10,661.85 in all; 661.85 interest.
    expect(loanCost({ amountFinancedDollars: 10_000, aprPercent: 12, months: 12, feesDollars: 250 })).toMatchObject({
      monthlyPaymentCents: 88_849,
      totalOfPaymentsCents: 1_066_185,
      interestCents: 66_185,
      feesDollars: 250,
    })
    // 0 %: 12,000 ÷ 36 = 333.33 a month; the payments add up to the 12,000 exactly, no interest.
    expect(loanCost({ amountFinancedDollars: 12_000, aprPercent: 0, months: 36, feesDollars: 0 })).toMatchObject({
      monthlyPaymentCents: 33_333,
      totalOfPaymentsCents: 1_200_000,
      interestCents: 0,
    })
  })

  it('calls an APR well above the benchmark only beyond 5 points over it', () => {
    expect(APR_BENCHMARK).toMatchObject({ percent: 11.4, month: 'February 2026' })
    // 11.4 + 5 = 16.4: 16.4 is not beyond it, 16.5 is; 7.9 is well below.
    expect([7.9, 16.4, 16.5, 24.99].map(aprWellAbove)).toEqual([false, false, true, true])
  })

  it('finds the amount financed above the cash price, less the deposit paid and any sales tax', () => {
    const quote = { quotedDollars: 11_500, depositDollars: 0, salesTaxDollars: 0 }
    expect(financedAboveCash({ ...quote, amountFinancedDollars: 11_500 })).toBe(0)
    // A $900 dealer fee folded in: 12,400 − 11,500 = 900.
    expect(financedAboveCash({ ...quote, amountFinancedDollars: 12_400 })).toBe(900)
    // $1,000 down and 11,500 financed: 11,500 + 1,000 − 11,500 = 1,000 more than cash.
    expect(financedAboveCash({ ...quote, depositDollars: 1_000, amountFinancedDollars: 11_500 })).toBe(1_000)
    // Sales tax of 805 (7 % of 11,500) financed: 12,305 − 11,500 − 805 = 0.
    expect(financedAboveCash({ ...quote, salesTaxDollars: 805, amountFinancedDollars: 12_305 })).toBe(0)
  })
})
