// LinkedIn's occluded result list: cards past the first few are empty li's until they scroll into
// view; then the card is rendered into its li (here from the template the page carries for it).
(() => {
  const fill = (item) => {
    const id = item.getAttribute('data-sandbox-occluded');
    const source = document.querySelector(`template[data-sandbox-card-for="${id}"]`);
    if (!source || item.childElementCount > 0) return;
    item.append(source.content.cloneNode(true));
    item.removeAttribute('data-sandbox-occluded');
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      fill(entry.target);
    }
  });
  for (const item of document.querySelectorAll('li[data-sandbox-occluded]')) observer.observe(item);
})();
