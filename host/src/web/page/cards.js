// The cards drawn as SVG (a placeholder: the web-page helper writes the page).
