/* The old address of the chat page: same screen, canonical pointing to /chat-whatsapp. */
export { default, generateMetadata } from '../chat-whatsapp/page'
