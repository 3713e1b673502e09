import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString } from 'class-validator';
import {
  type ConfirmUploadRequest,
  DOCUMENT_PURPOSES,
  type DocumentPurpose,
  type PresignUploadRequest,
  type PresignUploadResponse,
  type ProfilePictureResponse,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_STATUSES,
  UPLOAD_TYPES,
  type UploadedFile,
  type UploadFileResponse,
  type UploadStatus,
  type UploadType,
} from '@marketplace/contracts';

// Types only here: the limits and their messages run in the service through validatePresignRequest.
export class PresignUploadDto implements PresignUploadRequest {
  @ApiProperty({ maxLength: 255 })
  @IsString({ message: UPLOAD_FLOW_MESSAGES.fileNameRequired })
  fileName!: string;

  @ApiProperty({ description: "The file's MIME type, which storage will require on the PUT" })
  @IsString()
  fileType!: string;

  @ApiProperty({ description: 'Bytes, which storage will require on the PUT' })
  @IsInt({ message: UPLOAD_FLOW_MESSAGES.fileSizeInvalid })
  fileSize!: number;

  @ApiPropertyOptional({ enum: UPLOAD_TYPES, default: 'document' })
  @IsOptional()
  @IsString({ message: UPLOAD_FLOW_MESSAGES.uploadTypeInvalid })
  uploadType?: UploadType;

  @ApiPropertyOptional({
    enum: DOCUMENT_PURPOSES,
    default: 'resume',
    description: "Documents only: 'attachment' (chat messages) also takes plain text, JPEG and PNG",
  })
  @IsOptional()
  @IsString({ message: UPLOAD_FLOW_MESSAGES.purposeInvalid })
  purpose?: DocumentPurpose;
}

export class PresignUploadResponseDto implements PresignUploadResponse {
  @ApiProperty({ description: 'PUT the raw file here with its Content-Type' }) uploadUrl!: string;
  @ApiProperty() fileKey!: string;
  @ApiProperty({ description: "The object's private address: confirm and attach by it" }) fileUrl!: string;
  @ApiProperty({ format: 'uuid' }) uploadId!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}

export class ConfirmUploadDto implements ConfirmUploadRequest {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: UPLOAD_FLOW_MESSAGES.notFound })
  uploadId!: string;

  @ApiProperty()
  @IsString({ message: UPLOAD_FLOW_MESSAGES.notFound })
  fileUrl!: string;
}

export class UploadedFileDto implements UploadedFile {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() fileUrl!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty() fileType!: string;
  @ApiProperty() fileSize!: number;
  @ApiProperty({ enum: UPLOAD_TYPES }) uploadType!: UploadType;
  @ApiProperty({ enum: UPLOAD_STATUSES }) status!: UploadStatus;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A short-lived signed link, once ready' }) url!:
    string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class UploadFileResponseDto implements UploadFileResponse {
  @ApiProperty({ type: UploadedFileDto }) file!: UploadedFileDto;
}

export class ProfilePictureResponseDto implements ProfilePictureResponse {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A signed link (or the Gravatar URL itself); null without a picture',
  })
  profilePictureUrl!: string | null;
}
