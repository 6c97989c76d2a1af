export const STAFF_ROLES = ['admin', 'editor', 'moderator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin (everything, including staff accounts and settings)',
  editor: 'Editor (articles, reviews, videos, media, price-check brands; no visitor data)',
  moderator: "Moderator (questions and answers, leads, price checks: visitors' personal data)",
}
