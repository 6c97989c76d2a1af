import { TextField, type TextFieldProps } from './TextField'

type Props = Omit<TextFieldProps, 'label'> & { label?: string }

/**
 * The fields a visitor fills in about themselves, written once for every form that asks: the label,
 * input type and autofill hint a phone's keyboard and password manager need. A form may rename a field
 * ("First name", "Zip code (optional)") or narrow its autofill ("shipping name"); it says itself
 * whether the field is required.
 */
export function NameField(props: Props) {
  return <TextField label="Name" autoComplete="name" {...props} />
}

export function EmailField(props: Props) {
  return <TextField label="E-mail" type="email" autoComplete="email" {...props} />
}

export function PhoneField(props: Props) {
  return <TextField label="Phone" type="tel" autoComplete="tel" {...props} />
}

export function ZipField(props: Props) {
  return <TextField label="Zip code" autoComplete="postal-code" inputMode="numeric" {...props} />
}
