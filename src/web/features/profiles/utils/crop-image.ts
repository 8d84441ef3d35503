/** The part of the picture the member framed, in the image's own pixels (react-easy-crop's `Area`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** JPEG at 0.95 (000 §5, §9); the server keeps at most 600 px a side, so nothing larger is sent. */
const outputQuality = 0.95;
const outputMaxSide = 600;

const loadImage = (src: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });

/** The framed square of `src` drawn on a canvas and encoded as JPEG; rejects when anything fails. */
export const cropToJpeg = async (src: string, area: PixelArea): Promise<Blob> => {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(Math.round(area.width), outputMaxSide));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no image'))),
      'image/jpeg',
      outputQuality,
    );
  });
};
