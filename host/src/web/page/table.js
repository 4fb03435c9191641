// The table page (a placeholder: the web-page helper writes the page).
