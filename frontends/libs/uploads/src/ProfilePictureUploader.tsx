import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { profileQueryKey, useProfile, useSession } from '@marketplace/auth';
import {
  IMAGE_FILE_TYPES,
  UPLOAD_FLOW_MESSAGES,
  acceptedExtensions,
  type UpdateProfileRequest,
  type UploadedFile,
  type UserProfile,
} from '@marketplace/contracts';
import { Avatar, Button, Card } from '@marketplace/ui';
import { UploadError, uploadFile, withReason } from './upload-flow';
import { STAGE_MESSAGES, useFileUpload, type FileUploadControls } from './useFileUpload';
import { UploadStatusLine } from './UploadStatusLine';

export const PROFILE_PICTURE_TEXTS = {
  updated: 'Profile picture updated',
  removed: 'Profile picture removed',
  hint: 'JPEG, PNG, GIF or WebP, under 5MB. We crop it to a square and remove its location data.',
} as const;

const ACCEPT = [...IMAGE_FILE_TYPES.map((type) => type.mime), ...acceptedExtensions(IMAGE_FILE_TYPES)].join(',');

/** PATCH /api/user/profile: the api client adds the impersonation headers while an admin acts as this user. */
function updatePicture(profilePictureUrl: string | null): Promise<UserProfile> {
  const body: UpdateProfileRequest = { profilePictureUrl };
  return api.patch<UserProfile>('/api/user/profile', body);
}

/** The error line for a failed step: its fixed text, then the server's reason when it gave one. */
export function describeUploadError(error: unknown, processFailed: string): string {
  if (!(error instanceof UploadError)) return processFailed;
  if (error.step === 'validate') return error.message;
  const headline = error.step === 'process' ? processFailed : error.message;
  return withReason(headline, error.reason);
}

/**
 * Uploads an image (a picture or a logo) and waits for the worker's re-encoded square, reporting each
 * stage on `upload`. Answers the ready upload, or null after showing why it failed.
 */
export async function uploadImage(
  file: File,
  upload: FileUploadControls,
  failedMessage: string,
): Promise<UploadedFile | null> {
  try {
    return await uploadFile(file, {
      uploadType: 'avatar',
      waitUntilReady: true,
      onStage: (stage) => upload.step(stage, STAGE_MESSAGES[stage]),
    });
  } catch (error) {
    upload.fail(describeUploadError(error, failedMessage));
    return null;
  }
}

/** What a file input for images accepts. */
export const IMAGE_ACCEPT = ACCEPT;

/**
 * The profile picture uploader, in every role's settings: pick an image,
 * upload it through the presigned flow, wait for the worker's re-encoded square, then set it on the
 * profile. Remove sets the picture to null.
 */
export function ProfilePictureUploader() {
  const profile = useProfile();
  const session = useSession();
  const queryClient = useQueryClient();
  const upload = useFileUpload();
  const input = useRef<HTMLInputElement>(null);
  const [loadWarning, setLoadWarning] = useState(false);
  const data = profile.data;
  const actingUserId = session.actingUser?.id ?? null;

  function saved(next: UserProfile) {
    queryClient.setQueryData(profileQueryKey(actingUserId), next);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey(actingUserId) });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      upload.reset();
      return;
    }
    setLoadWarning(false);
    const uploaded = await uploadImage(file, upload, UPLOAD_FLOW_MESSAGES.profilePictureFailed);
    if (!uploaded) return;
    const fileUrl = uploaded.fileUrl;
    upload.step('updating', STAGE_MESSAGES.updating);
    try {
      saved(await updatePicture(fileUrl));
      upload.succeed(PROFILE_PICTURE_TEXTS.updated);
    } catch {
      upload.fail(UPLOAD_FLOW_MESSAGES.profileUpdateFailed);
    }
  }

  async function remove() {
    upload.step('updating', STAGE_MESSAGES.updating);
    try {
      saved(await updatePicture(null));
      setLoadWarning(false);
      upload.succeed(PROFILE_PICTURE_TEXTS.removed);
    } catch {
      upload.fail(UPLOAD_FLOW_MESSAGES.profilePictureRemoveFailed);
    }
  }

  return (
    <Card as="section" aria-labelledby="profile-picture-title">
      <Title id="profile-picture-title">Profile picture</Title>
      <Row>
        <Avatar
          name={data?.name}
          src={data?.presignedProfilePictureUrl}
          size={96}
          onImageError={() => setLoadWarning(true)}
        />
        <Column>
          <Hint>{PROFILE_PICTURE_TEXTS.hint}</Hint>
          <Actions>
            <Button
              type="button"
              onClick={() => {
                upload.selecting();
                input.current?.click();
              }}
              disabled={upload.busy || !data}
            >
              {data?.profilePictureUrl ? 'Change picture' : 'Upload picture'}
            </Button>
            {data?.profilePictureUrl ? (
              <Button type="button" $variant="secondary" onClick={() => void remove()} disabled={upload.busy}>
                Remove
              </Button>
            ) : null}
          </Actions>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label="Choose a profile picture"
            onChange={(event) => void onFile(event)}
          />
        </Column>
      </Row>
      {loadWarning ? (
        <UploadStatusLine tone="warning">{UPLOAD_FLOW_MESSAGES.profilePictureUnavailable}</UploadStatusLine>
      ) : null}
      <UploadStatusLine status={upload.status} />
    </Card>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  flex-wrap: wrap;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 220px;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
