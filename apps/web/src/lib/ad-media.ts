/** Which media an ad has, and how to show it: a video (videoUrl, or a media file that is a video), an image, or nothing. */

export interface AdMediaFields {
  imageUrl: string | null;
  mediaFileUrl: string | null;
  videoUrl: string | null;
}

export type AdMedia = { kind: 'image'; url: string } | { kind: 'video'; url: string } | { kind: 'none' };

const VIDEO_FILE = /\.(mp4|webm|mov|m4v|ogv)(\?.*)?$/i;

export function adMedia(ad: AdMediaFields): AdMedia {
  if (ad.videoUrl) return { kind: 'video', url: ad.videoUrl };
  if (ad.mediaFileUrl && VIDEO_FILE.test(ad.mediaFileUrl)) return { kind: 'video', url: ad.mediaFileUrl };
  const image = ad.imageUrl || ad.mediaFileUrl;
  return image ? { kind: 'image', url: image } : { kind: 'none' };
}

/** The picture a card shows: the image, else an image media file; videos show a placeholder on cards. */
export const adThumbnailUrl = (ad: AdMediaFields) => {
  const media = adMedia(ad);
  return media.kind === 'image' ? media.url : null;
};
