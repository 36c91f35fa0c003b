import {
  allowedImageTypes,
  imageKeyFor,
  imageTypeOfKey,
  isImageKey,
  isServableMediaFile,
  mediaFileId,
  sniffImageType,
  fotoPrincipaleAuto,
  mediumKeyOf,
  mediumUrl,
  thumbnailKeyOf,
  thumbnailUrl,
} from './images';
import { MESSAGGI_MEDIA } from './messages';
import { uploadTargetSchema } from './uploads';
import { isErrorCode } from '../errors';
import { immagineKey } from '../validation/inserzione';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const ID = '3f2a9c4e-8b1d-4e6f-9a2b-1c3d5e7f9a0b';

describe('sniffImageType', () => {
  it('recognises JPEG and PNG from their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
  });

  it.each([
    ['HTML', text('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['ZIP', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
    ['GIF', text('GIF89a')],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a lone JPEG SOI marker', bytes(0xff, 0xd8)],
    ['nothing', bytes()],
  ])('rejects %s', (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});

describe('allowedImageTypes', () => {
  it('follows docs/rules.md §6: banners JPEG only, logos and listing photos JPEG or PNG', () => {
    expect(allowedImageTypes('profile-images', 'banner')).toEqual(['jpeg']);
    expect(allowedImageTypes('profile-images', 'logo')).toEqual(['jpeg', 'png']);
    expect(allowedImageTypes('auto-images')).toEqual(['jpeg', 'png']);
  });
});

describe('image keys', () => {
  it('names a file by a uuid and the extension of its real type, in the format listings accept', () => {
    expect(imageKeyFor(ID, 'jpeg')).toBe(`${ID}.jpg`);
    expect(imageKeyFor(ID, 'png')).toBe(`${ID}.png`);
    expect(immagineKey.safeParse(imageKeyFor(ID, 'png')).success).toBe(true);
    expect(() => imageKeyFor('../../etc/passwd', 'png')).toThrow();
  });

  it.each([
    [`${ID}.jpg`, true],
    [`${ID}.jpeg`, true],
    [`${ID}.png`, true],
    // 36 characters of [0-9a-f-], as a looser listing pattern once took: no uuid, so no thumbnail can be derived.
    ['0123456789abcdef0123456789abcdef0123.png', false],
    ['------------------------------------.jpg', false],
    [`${ID.toUpperCase()}.jpg`, false],
    [`${ID}.thumb.webp`, false],
    [`${ID}.gif`, false],
  ])('one pattern for %s: the listing schema takes exactly the keys the media helpers can read (%s)', (key, valid) => {
    expect(isImageKey(key)).toBe(valid);
    expect(immagineKey.safeParse(key).success).toBe(valid);
    if (valid) expect(() => thumbnailKeyOf(key)).not.toThrow();
  });

  it('reads the type back and derives the thumbnail name and URL', () => {
    expect(imageTypeOfKey(`${ID}.jpeg`)).toBe('jpeg');
    expect(imageTypeOfKey(`${ID}.png`)).toBe('png');
    expect(imageTypeOfKey('foto.png')).toBeNull();
    expect(thumbnailKeyOf(`${ID}.jpg`)).toBe(`${ID}.thumb.webp`);
    expect(thumbnailUrl('auto-images', `${ID}.png`)).toBe(`/media/auto-images/${ID}.thumb.webp`);
    expect(mediumKeyOf(`${ID}.jpg`)).toBe(`${ID}.medium.webp`);
    expect(mediumUrl('auto-images', `${ID}.png`)).toBe(`/media/auto-images/${ID}.medium.webp`);
  });

  it("offers a listing's main photo as the medium WebP and the full image, by width", () => {
    expect(fotoPrincipaleAuto(`${ID}.jpg`)).toEqual({
      src: `/media/auto-images/${ID}.jpg`,
      srcSet: `/media/auto-images/${ID}.medium.webp 960w, /media/auto-images/${ID}.jpg 1920w`,
      sizes: '(min-width: 1280px) 690px, (min-width: 1024px) 56vw, 100vw',
    });
  });

  it.each([
    `../${ID}.jpg`,
    `${ID}.jpg/..`,
    `..%2F${ID}.jpg`,
    `${ID}.JPG`,
    `${ID}.webp`,
    `${ID}.gif`,
    `${ID}.thumb.webp.png`,
    `${ID}.large.webp`,
    `sub/${ID}.jpg`,
    '',
  ])('serves no other file name: %j', (file) => {
    expect(isServableMediaFile(file)).toBe(false);
  });

  it('tells the uuid an image and its thumbnail share, and nothing for other names', () => {
    expect(mediaFileId(`${ID}.png`)).toBe(ID);
    expect(mediaFileId(`${ID}.thumb.webp`)).toBe(ID);
    expect(mediaFileId(`${ID}.medium.webp`)).toBe(ID);
    expect(mediaFileId(`${ID}.webp`)).toBeNull();
    expect(mediaFileId(`.${ID}.png.1234.tmp`)).toBeNull();
  });

  it('serves images and their thumbnails', () => {
    expect(isServableMediaFile(`${ID}.jpg`)).toBe(true);
    expect(isServableMediaFile(`${ID}.thumb.webp`)).toBe(true);
    expect(isServableMediaFile(`${ID}.medium.webp`)).toBe(true);
    expect(isImageKey(`${ID}.thumb.webp`)).toBe(false);
  });
});

describe('upload target', () => {
  it('needs a kind for profile images and none for listing photos', () => {
    expect(uploadTargetSchema.safeParse({ store: 'auto-images' }).success).toBe(true);
    expect(uploadTargetSchema.safeParse({ store: 'profile-images', kind: 'banner' }).success).toBe(true);
    expect(uploadTargetSchema.safeParse({ store: 'profile-images' }).success).toBe(false);
    expect(uploadTargetSchema.safeParse({ store: 'auto-images', kind: 'logo' }).success).toBe(false);
    const wrong = uploadTargetSchema.safeParse({ store: '../secrets' });
    expect(wrong.error?.issues[0].message).toBe(MESSAGGI_MEDIA.destinazioneNonValida);
  });
});

describe('failure codes', () => {
  it('are error codes like every other, and a failed job reason is one only when it is exactly the code', () => {
    for (const code of ['IMAGE_UNREADABLE', 'IMAGE_TOO_MANY_PIXELS', 'IMAGE_TYPE_MISMATCH', 'INTERNAL']) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('IMAGE_UNREADABLE: VipsJpeg: premature end of input file')).toBe(false);
    expect(isErrorCode('job stalled more than allowable limit')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
