export { default } from '../templates/not-found'
