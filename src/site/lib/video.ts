// The video service of the video gallery (spec 2.12): the player is its privacy-enhanced
// embed, the one frame origin the CSP allows besides our files, loaded only when a visitor asks
// for a video. Which links are recognised is the server's part (gallery.server.ts).

export const videoWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const videoEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
