'use client'

import { useEffect, useState } from 'react'

import { apiFetch } from '@/platform/http/clientFetch'

import type { ClimateAnswer, ClimateLookup } from '../../climate/climateAnswer'

/** Where the station lookup stands for the ZIP code in the field. */
export type StationLookup =
  | { status: 'noZip' }
  | { status: 'looking' }
  | { status: 'found'; station: ClimateAnswer }
  | { status: 'unknown' }
  | { status: 'failed' }

const FULL_ZIP = /^(\d{5})(?:-?\d{4})?$/

/**
 * The reference station nearest a full ZIP code, asked of the server once the ZIP code is complete, so
 * the page never carries the stations or the ZIP tables. No answer (offline, too many questions) is
 * `failed`, and the calculator keeps the state's figures.
 */
export function useClimateStation(zip: string): StationLookup {
  const five = FULL_ZIP.exec(zip.trim())?.[1] ?? null
  const [answer, setAnswer] = useState<{ zip: string; lookup: StationLookup } | null>(null)
  useEffect(() => {
    if (five === null) return
    const controller = new AbortController()
    void apiFetch<ClimateLookup>(`/api/tools/climate?zip=${five}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      const station = result.ok ? result.data.station : null
      const lookup: StationLookup = !result.ok
        ? { status: 'failed' }
        : station
          ? { status: 'found', station }
          : { status: 'unknown' }
      setAnswer({ zip: five, lookup })
    })
    return () => controller.abort()
  }, [five])
  if (five === null) return { status: 'noZip' }
  return answer?.zip === five ? answer.lookup : { status: 'looking' }
}
