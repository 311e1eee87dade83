// Keystatic reads its config from the project's root by this name; the editor lives in editor/.
export { default } from './editor/keystatic.config.ts'
