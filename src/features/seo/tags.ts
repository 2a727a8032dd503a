/** Cache tag of the redirects table; the redirects collection's hooks expire it after an edit. */
export const REDIRECTS_TAG = 'redirects'
