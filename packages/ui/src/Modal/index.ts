export type { ModalButton, ModalProps } from './Modal';
export { Modal, modalMessages } from './Modal';
