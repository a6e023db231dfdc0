/** An image that ships with the site. Width and height are the intrinsic size, to reserve space. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}
