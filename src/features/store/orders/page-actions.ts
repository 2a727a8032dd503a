/** A row of page actions: side by side from the sm breakpoint, stacked and equally wide on phones. */
export const ACTIONS_CLASS = 'mt-8 grid gap-3 sm:flex sm:flex-wrap sm:justify-center'
