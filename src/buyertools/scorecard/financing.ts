/**
 * The finance offer as a buyer meets it: amount financed, APR, months and fees in; the monthly payment,
 * the total of payments and the interest out, by the standard amortisation formula.
 */

/**
 * The market figure an APR is set against: the Federal Reserve's average rate on 24-month personal loans at
 * commercial banks (G.19, series TERMCBPER24NS), the unsecured loan a tub loan most resembles. The latest
 * value we could check offline, through CalcFi's copy of the FRED series.
 */
export const APR_BENCHMARK = {
  percent: 11.4,
  month: 'February 2026',
  name: 'the Federal Reserve’s average rate on 24-month personal loans at commercial banks (G.19)',
  url: 'https://fred.stlouisfed.org/series/TERMCBPER24NS',
  readAt: 'https://mcp.calcfi.app/calculators/personal-loan',
} as const
/** "Well above": more than this many points over the benchmark, beyond what an average credit record pays. */
export const APR_WELL_ABOVE_POINTS = 5

export type Loan = { amountFinancedDollars: number; aprPercent: number; months: number; feesDollars: number }
export type LoanCost = Loan & {
  monthlyPaymentCents: number
  totalOfPaymentsCents: number
  interestCents: number
}

/** Payment = P·r ÷ (1 − (1 + r)^−n), r the monthly rate (APR ÷ 12 ÷ 100); P ÷ n at 0 %. In dollars, unrounded. */
function monthlyPayment(amountDollars: number, aprPercent: number, months: number): number {
  const rate = aprPercent / 100 / 12
  return rate === 0 ? amountDollars / months : (amountDollars * rate) / (1 - (1 + rate) ** -months)
}

/** The monthly payment, rounded to the cent. */
export const monthlyPaymentCents = (amountDollars: number, aprPercent: number, months: number) =>
  Math.round(monthlyPayment(amountDollars, aprPercent, months) * 100)

/** What the loan costs: the payment, every payment together (the last one absorbs the rounding), the interest. */
export function loanCost(loan: Loan): LoanCost {
  const exact = monthlyPayment(loan.amountFinancedDollars, loan.aprPercent, loan.months)
  const totalOfPaymentsCents = Math.round(exact * loan.months * 100)
  return {
    ...loan,
    monthlyPaymentCents: Math.round(exact * 100),
    totalOfPaymentsCents,
    interestCents: totalOfPaymentsCents - Math.round(loan.amountFinancedDollars * 100),
  }
}

/** The APR is well above what banks charge on average, by the published margin. */
export const aprWellAbove = (aprPercent: number) => aprPercent > APR_BENCHMARK.percent + APR_WELL_ABOVE_POINTS

/**
 * How far the amount financed and the deposit together exceed the cash price, less any sales tax the buyer
 * typed (tax is often financed, and that is no markup). Zero when they do not.
 */
export function financedAboveCash(quote: {
  quotedDollars: number
  depositDollars: number
  amountFinancedDollars: number
  salesTaxDollars: number
}): number {
  const excess = quote.amountFinancedDollars + quote.depositDollars - quote.quotedDollars - quote.salesTaxDollars
  return Math.max(0, Math.round(excess))
}
