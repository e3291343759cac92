// The pictures of the device on their way to the server: a post's cover, a member's own picture.
export { PictureSending, type PictureUpload } from './PictureSending';
export { firstFile, pastedPicture, PictureFileButton, PictureSendingStatus, usePictureAddress } from './PictureSendingViews';
