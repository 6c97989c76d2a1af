export const SITE_SETTINGS_TAG = 'site-settings'
