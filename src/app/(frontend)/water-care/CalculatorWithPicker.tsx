'use client'

import '@/buyertools/certifiedModels/components/modelPicker.css'

import type { ComponentProps } from 'react'

import { ModelPicker } from '@/buyertools/certifiedModels/components/ModelPicker'
import { WaterCareCalculator } from '@/watercare/components/WaterCareCalculator'

/** The calculator with the certified-model picker: the two capabilities meet here, neither imports the other. */
export function CalculatorWithPicker(props: Omit<ComponentProps<typeof WaterCareCalculator>, 'Picker'>) {
  return <WaterCareCalculator {...props} Picker={ModelPicker} />
}
