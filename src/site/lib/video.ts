// The video service of the video gallery (spec 2.12): thumbnails are its high-quality default
// thumbnail, and the player is its privacy-enhanced embed, the one frame origin the CSP allows
// besides our files. Which links are recognised is the server's part (gallery.server.ts).

export const videoThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const videoEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
