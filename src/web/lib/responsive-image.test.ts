import { describe, expect, it } from 'vitest';
import { avatarImageProps, imageSizes, responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('lists the copies and the original by width, with the sizes', () => {
    expect(responsiveImage('/storage/media/u/a.w2048v480-960-1440.jpg', imageSizes.feed)).toEqual({
      src: '/storage/media/u/a.w2048v480-960-1440.jpg',
      srcSet:
        '/storage/media/u/a.w480.webp 480w, /storage/media/u/a.w960.webp 960w, /storage/media/u/a.w1440.webp 1440w, /storage/media/u/a.w2048v480-960-1440.jpg 2048w',
      sizes: imageSizes.feed,
    });
  });

  it('keeps a plain src for an image stored without copies', () => {
    expect(responsiveImage('/storage/media/u/a.jpg', imageSizes.card)).toEqual({
      src: '/storage/media/u/a.jpg',
    });
    expect(responsiveImage('https://example.com/a.png', imageSizes.card)).toEqual({
      src: 'https://example.com/a.png',
    });
  });
});

describe('avatarImageProps', () => {
  it('gives an avatar its copies at its shown size, nothing without copies', () => {
    expect(avatarImageProps('/storage/avatars/u/a.w600v128-320.jpg', 40)).toEqual({
      srcSet:
        '/storage/avatars/u/a.w128.webp 128w, /storage/avatars/u/a.w320.webp 320w, /storage/avatars/u/a.w600v128-320.jpg 600w',
      sizes: '40px',
    });
    expect(avatarImageProps('/storage/avatars/u/a.w600v128-320.jpg', 'md')?.sizes).toBe('38px');
    expect(avatarImageProps('/storage/avatars/u/a.jpg', 40)).toBeUndefined();
    expect(avatarImageProps(null, 40)).toBeUndefined();
  });
});
