export const SITE_SETTINGS_TAG = 'site-settings'
export const FOOTER_TAG = 'site-footer'
