//! Styles. With `NO_COLOR` set, only modifiers are used; state is never
//! shown by colour alone (focus has a thick border, selection a `▶` marker,
//! loop lines a `▌` gutter mark, edited entries a `*`).

use std::borrow::Cow;

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
}

impl Theme {
    /// Colours unless `NO_COLOR` is set to a non-empty value (no-color.org).
    pub fn from_env() -> Theme {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Theme { color: !no_color }
    }

    fn fg(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }

    pub fn strong<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(s, Style::new().add_modifier(Modifier::BOLD))
    }

    pub fn dim<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(
            s,
            self.fg(Color::DarkGray).add_modifier(if self.color {
                Modifier::empty()
            } else {
                Modifier::DIM
            }),
        )
    }

    pub fn accent<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(s, self.fg(Color::Cyan))
    }

    pub fn error<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(s, self.fg(Color::Red).add_modifier(Modifier::BOLD))
    }

    pub fn ok<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(s, self.fg(Color::Green))
    }

    pub fn edited<'a>(&self, s: impl Into<Cow<'a, str>>) -> Span<'a> {
        Span::styled(s, self.fg(Color::Yellow).add_modifier(Modifier::BOLD))
    }

    pub fn ok_style(&self) -> Style {
        self.fg(Color::Green)
    }

    /// A foreground colour, or no style without colours.
    pub fn colour(&self, c: Color) -> Style {
        self.fg(c)
    }

    pub fn error_style(&self) -> Style {
        self.fg(Color::Red)
    }

    /// The selected row of a list.
    pub fn selected(&self, focused: bool) -> Style {
        match (self.color, focused) {
            (true, true) => Style::new()
                .bg(Color::Blue)
                .fg(Color::White)
                .add_modifier(Modifier::BOLD),
            (true, false) => Style::new().bg(Color::DarkGray),
            (false, true) => Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
            (false, false) => Style::new().add_modifier(Modifier::REVERSED),
        }
    }

    /// Border of a pane.
    pub fn border(&self, focused: bool) -> Style {
        match (self.color, focused) {
            (true, true) => Style::new().fg(Color::Cyan),
            (_, true) => Style::new().add_modifier(Modifier::BOLD),
            (_, false) => self.fg(Color::DarkGray),
        }
    }

    /// Lines of the selected loop in the IR.
    pub fn loop_line(&self) -> Style {
        if self.color {
            Style::new().bg(Color::Rgb(30, 40, 60))
        } else {
            Style::new()
        }
    }

    /// The active tab title.
    pub fn active_tab(&self) -> Style {
        self.fg(Color::Cyan)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// The title and status bars.
    pub fn bar(&self) -> Style {
        if self.color {
            Style::new().bg(Color::Rgb(40, 40, 40))
        } else {
            Style::new()
        }
    }

    /// Search matches in the navigator.
    pub fn matched(&self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::UNDERLINED)
    }
}
