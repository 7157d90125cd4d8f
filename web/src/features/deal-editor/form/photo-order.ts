/**
 * Reordering and deleting listing photos while the cover stays the same picture: the cover is an
 * index (`coverPhotoIndex`), so it moves with its photo, and deleting the cover makes the first
 * photo the cover.
 */
export interface PhotoOrder {
  photos: string[];
  coverPhotoIndex: number;
}

/** Moves the photo at `from` to `to`. */
export function movePhoto({ photos, coverPhotoIndex }: PhotoOrder, from: number, to: number): PhotoOrder {
  if (to < 0 || to >= photos.length || from === to) return { photos, coverPhotoIndex };
  const cover = photos[coverPhotoIndex];
  const moved = [...photos];
  const [photo] = moved.splice(from, 1);
  if (photo !== undefined) moved.splice(to, 0, photo);
  return { photos: moved, coverPhotoIndex: Math.max(0, moved.indexOf(cover ?? '')) };
}

/** Deletes the photo at `index`. */
export function removePhoto({ photos, coverPhotoIndex }: PhotoOrder, index: number): PhotoOrder {
  const cover = photos[coverPhotoIndex];
  const left = photos.filter((_, position) => position !== index);
  return { photos: left, coverPhotoIndex: Math.max(0, left.indexOf(cover ?? '')) };
}

/** Adds a photo at the end; the first photo of a listing becomes its cover. */
export function appendPhoto({ photos, coverPhotoIndex }: PhotoOrder, key: string): PhotoOrder {
  if (photos.includes(key)) return { photos, coverPhotoIndex };
  return { photos: [...photos, key], coverPhotoIndex: photos.length === 0 ? 0 : coverPhotoIndex };
}
