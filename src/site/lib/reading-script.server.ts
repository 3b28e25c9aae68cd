// The head's script of the text size and contrast controls (decision 088), held in the
// server's bundle only: the browser runs the copy in the page and never needs it as a module.
//
// Reads the choice, marks <html> (`reading-on`, `reading-smaller` or `reading-larger`,
// `reading-contrast`) and the buttons' `aria-pressed`, then keeps both in step with clicks.
// A browser that refuses storage (private mode, a full quota) still applies the click to the
// page it is on.

/** Where the choice is kept in the browser. */
const READING_KEY = "prospectus-reading";

export const READING_SCRIPT = `(function(){var d=document.documentElement,k="${READING_KEY}",s={};try{s=JSON.parse(localStorage.getItem(k)||"{}")||{}}catch(e){}function show(){var z=s.size==="smaller"||s.size==="larger"?s.size:"normal";d.classList.toggle("reading-smaller",z==="smaller");d.classList.toggle("reading-larger",z==="larger");d.classList.toggle("reading-contrast",s.contrast===true);document.querySelectorAll("button[data-reading]").forEach(function(b){b.setAttribute("aria-pressed",String(b.getAttribute("data-reading")==="size"?b.value===z:s.contrast===true))})}d.classList.add("reading-on");show();document.addEventListener("DOMContentLoaded",show);document.addEventListener("click",function(e){var b=e.target instanceof Element?e.target.closest("button[data-reading]"):null;if(!b)return;if(b.getAttribute("data-reading")==="size")s.size=b.value;else s.contrast=s.contrast!==true;try{localStorage.setItem(k,JSON.stringify(s))}catch(e){}show()})})()`;
