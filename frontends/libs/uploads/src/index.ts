export {
  uploadFile,
  fileProblem,
  UploadError,
  type UploadOptions,
  type UploadStage,
  type UploadFailureStep,
} from './upload-flow';
export {
  useFileUpload,
  STAGE_MESSAGES,
  type UploadPhase,
  type UploadStatus,
  type FileUploadControls,
} from './useFileUpload';
export { UploadStatusLine } from './UploadStatusLine';
export {
  ProfilePictureUploader,
  PROFILE_PICTURE_TEXTS,
  describeUploadError,
  uploadImage,
  IMAGE_ACCEPT,
} from './ProfilePictureUploader';
export { FileDropzone, type FileDropzoneProps, type DroppedFile } from './FileDropzone';
export {
  ResumeViewer,
  ResumeFileView,
  RESUME_VIEWER_TEXTS,
  useResumeViewer,
  type ResumeViewerProps,
} from './ResumeViewer';
