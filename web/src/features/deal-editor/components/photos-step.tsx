import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEAL_PHOTO_CONTENT_TYPES, DEAL_PHOTO_MAX_BYTES } from '#shared/deals/deal-photos';
import { MAX_DEAL_PHOTOS } from '#shared/deals/deal-schema';
import { ListingPhoto } from '../../../components/listing-photo';
import { movePhoto, removePhoto } from '../form/photo-order';
import type { DealForm } from '../hooks/use-deal-form';
import type { PhotoUploads, UploadAnnouncement } from '../hooks/use-photo-uploads';

const PHOTO_LIMITS = { maxPhotos: MAX_DEAL_PHOTOS, maxMb: DEAL_PHOTO_MAX_BYTES / (1024 * 1024) };

/** Previews fill a grid cell of at least 7.5rem (deal-editor.css): the smallest rendition suits. */
const PREVIEW_SIZES = '10rem';

/**
 * Step 4: choose photos (checked before upload), watch each upload, then order them, pick the cover
 * and delete. Reordering uses buttons, so it works from the keyboard and with a screen reader.
 */
export function PhotosStep({ form, uploads }: { form: DealForm; uploads: PhotoUploads }) {
  const { t } = useTranslation('deal-editor');
  const { t: tCommon } = useTranslation('common');
  // The chooser stands for the photos: a refused step focuses it.
  const inputId = form.id('photos');
  const { photos, coverPhotoIndex } = form.values;
  const { set, update } = form;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    uploads.addFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const reorder = (from: number, to: number) => update((values) => movePhoto(values, from, to));
  const remove = (index: number) => update((values) => removePhoto(values, index));
  const announcementText = (item: UploadAnnouncement) =>
    item.kind === 'refused'
      ? t('photos.refusedCount', { count: item.count })
      : t(`photos.announce.${item.kind}` as 'photos.announce.started', { name: item.name });
  const photosError = form.error('photos') ?? form.error('coverPhotoIndex');

  return (
    <>
      <div className="field">
        <label htmlFor={inputId}>{t('photos.choose')}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={DEAL_PHOTO_CONTENT_TYPES.join(',')}
          aria-describedby={`${inputId}-hint`}
          onChange={onChoose}
          data-testid="photo-input"
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {t('photos.hint', PHOTO_LIMITS)}
        </p>
      </div>

      <p className="visually-hidden" role="status" aria-live="polite" data-testid="photo-status">
        {uploads.announcement && announcementText(uploads.announcement)}
      </p>

      {uploads.refused.length > 0 && (
        <div className="alert alert--error" role="alert" data-testid="photo-refused">
          <ul>
            {uploads.refused.map((item) => (
              <li key={item.name}>
                {t(`photos.refused.${item.problem}` as 'photos.refused.fileEmpty', {
                  name: item.name,
                  ...PHOTO_LIMITS,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {uploads.uploads.length > 0 && (
        <ul className="photo-uploads" aria-label={t('photos.uploading')}>
          {uploads.uploads.map((upload) => (
            <li key={upload.id} className="photo-uploads__item" data-testid="photo-upload">
              <span className="photo-uploads__name">{upload.file.name}</span>
              {upload.status === 'uploading' ? (
                <div
                  className="photo-uploads__bar"
                  role="progressbar"
                  aria-label={t('photos.progress', { name: upload.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(upload.progress * 100)}
                >
                  <span style={{ width: `${Math.round(upload.progress * 100)}%` }} />
                </div>
              ) : (
                <>
                  <p className="field__error">
                    {t('photos.failed', { name: upload.file.name })}
                    {upload.reason ? ` ${tCommon(upload.reason)}` : ''}
                  </p>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => uploads.retry(upload.id)}
                    >
                      {t('photos.retry', { name: upload.file.name })}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => uploads.dismiss(upload.id)}
                    >
                      {t('photos.dismiss', { name: upload.file.name })}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {photos.length === 0 ? (
        <p className="muted">{t('photos.none')}</p>
      ) : (
        <ol className="photo-grid" aria-label={t('photos.listLabel')}>
          {photos.map((key, index) => {
            const number = index + 1;
            const isCover = index === Math.min(coverPhotoIndex, photos.length - 1);
            return (
              <li key={key} className="photo-grid__item" data-testid="deal-photo">
                <ListingPhoto
                  photoKey={key}
                  sizes={PREVIEW_SIZES}
                  alt={t('photos.alt', { number })}
                  loading="lazy"
                />
                {isCover && <span className="tag photo-grid__cover">{t('photos.cover')}</span>}
                <div className="photo-grid__actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={index === 0}
                    onClick={() => reorder(index, index - 1)}
                    aria-label={t('photos.moveEarlier', { number })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={index === photos.length - 1}
                    onClick={() => reorder(index, index + 1)}
                    aria-label={t('photos.moveLater', { number })}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    aria-pressed={isCover}
                    aria-label={t('photos.makeCover', { number })}
                    onClick={() => set('coverPhotoIndex', index)}
                  >
                    {t('photos.coverShort')}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => remove(index)}
                    aria-label={t('photos.delete', { number })}
                  >
                    {t('photos.deleteShort')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {photosError && (
        <p className="field__error" role="alert">
          {photosError}
        </p>
      )}
    </>
  );
}
