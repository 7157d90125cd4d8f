/**
 * The photos being uploaded: each chosen file is checked (type, size, count) before any request,
 * then uploaded on its own with its progress; a failed one stays listed with its file for a retry,
 * and nothing else is lost. Finished uploads hand their key to the form and leave this list.
 */
import { useCallback, useRef, useState } from 'react';
import { MAX_DEAL_PHOTOS } from '#shared/deals/deal-schema';
import { uploadErrorKey } from '../../../lib/api/upload-errors';
import type { CommonTranslationKey } from '../../../lib/toast/toast-store';
import { photoFileProblem, uploadDealPhoto } from '../api/deal-photo-upload';

export interface PhotoUpload {
  id: number;
  file: File;
  /** 0 to 1. */
  progress: number;
  status: 'uploading' | 'failed';
  /** Why storage refused a failed upload, when it said (a common `errors.upload.*` key). */
  reason?: CommonTranslationKey | null;
}

/** A file refused before upload, with the `validation.<key>` saying why. */
export interface RefusedPhoto {
  name: string;
  problem: string;
}

/** What the live region says; the component words it. */
export type UploadAnnouncement =
  { kind: 'started' | 'finished' | 'failed'; name: string } | { kind: 'refused'; count: number };

export function usePhotoUploads({
  photoCount,
  onUploaded,
}: {
  /** Photos already on the listing, so the count limit covers them. */
  photoCount: number;
  onUploaded: (key: string) => void;
}) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [refused, setRefused] = useState<RefusedPhoto[]>([]);
  const [announcement, setAnnouncement] = useState<UploadAnnouncement | null>(null);
  const nextId = useRef(1);

  const patch = (id: number, change: Partial<PhotoUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (upload: PhotoUpload) => {
      setAnnouncement({ kind: 'started', name: upload.file.name });
      uploadDealPhoto(upload.file, (progress) => patch(upload.id, { progress }))
        .then((key) => {
          setUploads((current) => current.filter((item) => item.id !== upload.id));
          setAnnouncement({ kind: 'finished', name: upload.file.name });
          onUploaded(key);
        })
        .catch((error: unknown) => {
          patch(upload.id, { status: 'failed', reason: uploadErrorKey(error) });
          setAnnouncement({ kind: 'failed', name: upload.file.name });
        });
    },
    [onUploaded],
  );

  /** Checks the chosen files and starts uploading the acceptable ones. */
  const addFiles = (files: readonly File[]) => {
    const refusedNow: RefusedPhoto[] = [];
    const accepted: PhotoUpload[] = [];
    let room = MAX_DEAL_PHOTOS - photoCount - uploads.length;
    for (const file of files) {
      const problem = photoFileProblem(file) ?? (room <= 0 ? 'tooManyPhotos' : null);
      if (problem) {
        refusedNow.push({ name: file.name, problem });
        continue;
      }
      room -= 1;
      accepted.push({ id: nextId.current++, file, progress: 0, status: 'uploading' });
    }
    setRefused(refusedNow);
    if (refusedNow.length > 0) setAnnouncement({ kind: 'refused', count: refusedNow.length });
    setUploads((current) => [...current, ...accepted]);
    accepted.forEach(start);
  };

  const retry = (id: number) => {
    const upload = uploads.find((item) => item.id === id);
    if (!upload) return;
    const restarted = { ...upload, progress: 0, status: 'uploading' as const };
    patch(id, restarted);
    start(restarted);
  };

  const dismiss = (id: number) => setUploads((current) => current.filter((item) => item.id !== id));

  return {
    uploads,
    refused,
    announcement,
    addFiles,
    retry,
    dismiss,
    isUploading: uploads.some((upload) => upload.status === 'uploading'),
  };
}

/** The upload list and its actions, held by the form so uploads survive a step change. */
export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
