//! Rendering: immediate-mode drawing from the model, in the frame layout of
//! [`crate::layout`] (shared with mouse hit-testing). Nothing here asks the
//! façade.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use lanes::format::count;

use crate::app::{App, ErrorView, Focus, MOUSE_HELP, Mode, Prompt};
use crate::glyph;
use crate::glyph::spinner;
use crate::keymap::{self, Ctx};
use crate::layout::{help_popup, layout, tab_labels};
use crate::navtree::FileState;
use crate::tabs::scrolled;
use crate::target::Item;
use crate::theme::Theme;

fn pane(title: Line<'static>, focused: bool, theme: &Theme) -> Block<'static> {
    Block::bordered()
        .border_type(if focused {
            BorderType::Thick
        } else {
            BorderType::Plain
        })
        .border_style(theme.border(focused))
        .title(title)
}

pub fn render(app: &mut App, f: &mut Frame) {
    app.size = f.area();
    let areas = layout(f.area(), app.show_target, app.split());
    let buf = f.buffer_mut();
    title_bar(app, areas.title, buf);
    navigator(app, areas.nav, buf);
    if let Some(t) = areas.target {
        target_pane(app, t, buf);
    }
    detail(app, areas.detail, buf);
    status_line(app, areas.status, buf);
    footer(app, areas.footer, buf);
    if matches!(app.mode, Mode::Explain { .. }) {
        let text = app
            .explanation()
            .unwrap_or_else(|| "select a loop to see its answer".to_string());
        let theme = app.theme;
        if let Mode::Explain { scroll } = &mut app.mode {
            explain(&text, scroll, &theme, f.area(), f.buffer_mut());
        }
    }
    if let Mode::Help { scroll } = &mut app.mode {
        help(scroll, &app.theme, f.area(), f.buffer_mut());
    }
}

fn title_bar(app: &App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    let (mut funcs, mut loops) = (0, 0);
    for f in &app.files {
        if let Some(o) = f.outline() {
            funcs += o.functions.len();
            loops += o.functions.iter().map(|u| u.loops.len()).sum::<usize>();
        }
    }
    let what = if app.demo {
        "demo workspace"
    } else {
        "workspace"
    };
    let n = app.files.len();
    let mut line = Line::from(vec![
        th.strong(" lanes "),
        th.dim("│ "),
        Span::raw(format!(
            "{what}: {}, {}, {}",
            count(n, "file"),
            count(funcs, "function"),
            count(loops, "loop")
        )),
    ]);
    // Which compiler made the selected file: the LLVM to compare with.
    let producer = app
        .rows
        .get(app.cursor())
        .and_then(|r| app.files[r.file].outline())
        .map(|o| lanes::render::text::producer_text(&o.producer))
        .filter(|p| !p.is_empty());
    if let Some(p) = producer {
        line.spans.push(th.dim(" │ "));
        line.spans.push(Span::raw(p));
    }
    // Which LLVM's rules answer for the selected file (`L` switches).
    let profile = app
        .rows
        .get(app.cursor())
        .and_then(|r| app.files[r.file].outline())
        .map(|o| o.profile.clone());
    if let Some(p) = profile {
        line.spans.push(th.dim(" │ "));
        line.spans.push(Span::raw(format!("LLVM {p}")));
    }
    buf.set_style(area, th.bar());
    let right = Line::from(vec![th.accent("?"), th.dim(" help ")]).right_aligned();
    // The left part stops a column short of the help hint.
    let left = Rect {
        width: area.width.saturating_sub(right.width() as u16 + 1),
        ..area
    };
    Paragraph::new(line).render(left, buf);
    Paragraph::new(right).render(area, buf);
}

/// Long: One frame's drawing of every row kind of the tree.
fn navigator(app: &mut App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    let focused = app.focus == Focus::Navigator;
    let mut title = " Workspace ".to_string();
    for f in [app.filter.label(), app.category.unwrap_or_default()] {
        if !f.is_empty() {
            title.push_str(&format!("· {f} "));
        }
    }
    if let Some(t) = app.text_filter.as_deref() {
        title.push_str(&format!("· '{t}' "));
    }
    if title.chars().count() + 2 > area.width as usize {
        // The filters are what the title is for when both do not fit.
        title = title.replacen(" Workspace ", " ", 1);
    }
    let mut block = pane(Line::from(title), focused, &th);
    if let Some(o) = &app.compare {
        let n = app.differs.len();
        block = block
            .title(Line::from(format!(" vs {} {}{n} ", o.short(), glyph::DIFFERS)).right_aligned());
    }
    let inner = block.inner(area);
    block.render(area, buf);
    let cursor = app.cursor();
    // Keep the cursor in view.
    let h = inner.height as usize;
    if cursor < app.nav_offset {
        app.nav_offset = cursor;
    } else if h > 0 && cursor >= app.nav_offset + h {
        app.nav_offset = cursor + 1 - h;
    }
    app.nav_offset = app.nav_offset.min(app.rows.len().saturating_sub(h));
    let needle = match &app.mode {
        Mode::Search { input, .. } if !input.is_empty() => Some(input.clone()),
        _ => app.last_search.clone(),
    };
    let range = app.nav_offset..(app.nav_offset + h).min(app.rows.len());
    for (y, i) in range.enumerate() {
        let row = &app.rows[i];
        let file = &app.files[row.file];
        let fold = |folded: bool| {
            format!(
                "{} ",
                if folded {
                    glyph::FOLDED
                } else {
                    glyph::UNFOLDED
                }
            )
        };
        let folded = app.folded.contains(&row.key);
        let mut spans: Vec<Span> = Vec::new();
        match (row.func, row.lp) {
            (None, _) => {
                spans.push(Span::raw(if row.parent {
                    fold(folded)
                } else {
                    "  ".into()
                }));
                spans.push(th.strong(app.display_names[row.file].clone()));
                match &file.state {
                    FileState::Loading => spans.push(th.dim(format!(" {}", glyph::MORE))),
                    FileState::Failed(_) => spans.push(th.error(format!(" {}", glyph::FAILED))),
                    FileState::Ready(o) => {
                        let errors = o.error_count();
                        if errors > 0 {
                            spans.push(th.error(format!(" {}{errors}", glyph::FAILED)));
                        }
                    }
                }
            }
            (Some(u), None) => {
                let func = &file.outline().expect("rows come from outlines").functions[u];
                spans.push(Span::raw("  "));
                spans.push(Span::raw(if row.parent {
                    fold(folded)
                } else {
                    "  ".into()
                }));
                let name = format!("@{}", func.info.name);
                match &needle {
                    Some(n) if func.info.name.to_lowercase().contains(&n.to_lowercase()) => {
                        spans.push(Span::styled(name, th.matched()))
                    }
                    _ => spans.push(Span::raw(name)),
                }
                if func.info.genx {
                    spans.push(th.accent(" genx"));
                }
                if !func.info.ok {
                    spans.push(th.error(format!(" {}", glyph::FAILED)));
                }
            }
            (Some(u), Some(l)) => {
                let lp = &file.outline().expect("rows come from outlines").functions[u].loops[l];
                spans.push(Span::raw("      "));
                spans.push(Span::raw("  ".repeat(lp.depth.saturating_sub(1) as usize)));
                spans.push(th.accent(lp.path.clone()));
                spans.push(Span::raw(" "));
                let matched = needle
                    .as_ref()
                    .is_some_and(|n| lp.header.to_lowercase().contains(&n.to_lowercase()));
                spans.push(if matched {
                    Span::styled(lp.header.clone(), th.matched())
                } else {
                    Span::raw(lp.header.clone())
                });
                let trip = spans.len();
                spans.push(th.dim(match lp.trip_count {
                    Some(n) => format!(" {}{n}", glyph::TIMES),
                    None => format!(" {}?", glyph::TIMES),
                }));
                let key = (file.path.clone(), lp.function.clone(), lp.header.clone());
                if app.differs.contains(&key) || app.disagrees_with_compiler(&key) {
                    // Differing loops are marked where the indent starts.
                    spans[0] = th.accent(format!("{}     ", glyph::DIFFERS));
                }
                let hot = lp.hotness.map(|h| {
                    spans.push(th.dim(format!(" {}{}", glyph::HOT, compact(h))));
                    spans.len() - 1
                });
                let own = app.badges.get(&key).map(|b| verdict_spans(&th, &b.row));
                let own_cat = own.as_ref().and_then(|(_, c)| c.clone());
                if let Some((mark, _)) = own {
                    spans.push(mark);
                }
                let own_at = own_cat.map(|c| {
                    spans.push(c);
                    spans.len() - 1
                });
                let mut other_at = None;
                if app.compare.is_some()
                    && let Some(r) = app.compare_rows.get(&key)
                {
                    let (mark, cat) = verdict_spans(&th, r);
                    spans.push(th.dim(" │"));
                    spans.push(mark);
                    other_at = cat.map(|c| {
                        spans.push(c);
                        spans.len() - 1
                    });
                }
                let mut compiler_at = None;
                if let Some(c) = app.compiler.get(&key) {
                    spans.push(th.dim(" │"));
                    spans.push(th.dim(format!(" {}", c.name)));
                    compiler_at = Some(spans.len() - 1);
                    spans.push(decision_span(&th, &c.decision));
                }
                // Never a word cut: the trip count goes first, then the
                // hotness, the compiler's name, the other side's
                // category, then the loop's own (the marks and VFs stay).
                let room = inner.width.saturating_sub(1) as usize;
                let width = |s: &[Span]| s.iter().map(Span::width).sum::<usize>();
                for drop in [Some(trip), hot, compiler_at, other_at, own_at]
                    .into_iter()
                    .flatten()
                {
                    if width(&spans) > room {
                        spans[drop] = Span::raw("");
                    }
                }
            }
        }
        let selected = i == cursor;
        let marker = if selected { glyph::SELECTED } else { " " };
        let mut line = Line::from(Span::raw(marker));
        line.spans.extend(spans);
        let r = Rect::new(inner.x, inner.y + y as u16, inner.width, 1);
        if selected {
            buf.set_style(r, th.selected(focused));
        }
        line.render(r, buf);
    }
    if app.rows.is_empty() {
        Paragraph::new(th.dim("no files")).render(inner, buf);
    }
}

fn detail(app: &mut App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    let focused = app.focus == Focus::Detail;
    let titles = app.tab_titles();
    let active = app.active_tab();
    let active_pos = active.and_then(|t| app.applicable_tabs().iter().position(|&i| i == t));
    let error = app.error_view().is_some();
    let mut title = Line::default();
    if error {
        title.spans.push(th.error(" Errors "));
    } else {
        for (i, label) in tab_labels(&titles, active_pos, area.width)
            .into_iter()
            .enumerate()
        {
            let on = Some(i) == active_pos;
            title.spans.push(if on {
                Span::styled(label, th.active_tab())
            } else {
                Span::raw(label)
            });
        }
    }
    let mut block = pane(title.clone(), focused, &th);
    if let Some(sel) = app.selection() {
        let mut crumb = match (&sel.function, &sel.loop_) {
            (None, _) => sel.file.clone(),
            (Some(func), None) => format!("@{func}"),
            (Some(func), Some(l)) => match app.selected_vf() {
                Some(vf) => format!("@{func} › {l} › VF {vf}"),
                None => format!("@{func} › {l}"),
            },
        };
        let stale = app.detail().is_none_or(|(_, _, stale)| stale);
        if app.busy() && stale && !error {
            crumb = format!("{} {crumb}", spinner(app.busy_for()));
        }
        // The tab titles win over the breadcrumb, which loses its start.
        let room = (area.width as usize).saturating_sub(title.width() + 5);
        let n = crumb.chars().count();
        if n > room {
            crumb = format!(
                "{}{}",
                glyph::MORE,
                crumb.chars().skip(n + 1 - room.max(1)).collect::<String>()
            );
        }
        if room > 1 {
            block = block.title(Line::from(format!(" {crumb} ")).right_aligned());
        }
    }
    let inner = block.inner(area);
    block.render(area, buf);

    if let Some(lines) = app.error_view().map(|ev| error_lines(&ev, &th)) {
        Paragraph::new(scrolled(lines, inner.height, &mut app.view.scroll)).render(inner, buf);
        return;
    }
    let Some((_, data, _stale)) = app.detail() else {
        let msg = if app.selection().is_some() {
            "computing…"
        } else {
            ""
        };
        Paragraph::new(th.dim(msg)).render(inner, buf);
        return;
    };
    let data = data.clone();
    app.view.vf = app.selected_vf();
    match data {
        Ok(data) => data.render(inner, buf, &mut app.view, &th),
        Err(e) => Paragraph::new(th.error(e)).render(inner, buf),
    }
}

fn error_lines(ev: &ErrorView<'_>, th: &Theme) -> Vec<Line<'static>> {
    match ev {
        ErrorView::Failed(e) => vec![Line::from(th.error(format!("✗ {e}")))],
        ErrorView::Diagnostics(o) => {
            let n = o.diagnostics.len();
            let mut out = vec![
                Line::from(th.error(format!("✗ {} in {}", count(n, "problem"), o.path))),
                Line::default(),
            ];
            for d in &o.diagnostics {
                for (i, l) in d.rendered.lines().enumerate() {
                    out.push(if i == 0 {
                        Line::from(Span::styled(
                            l.to_string(),
                            th.error_style().add_modifier(Modifier::BOLD),
                        ))
                    } else {
                        Line::from(l.to_string())
                    });
                }
            }
            out
        }
    }
}

fn target_pane(app: &mut App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    let focused = app.focus == Focus::Target;
    let t = &mut app.target;
    let edited = t.edited();
    let mut title = Line::from(vec![
        Span::raw(" Target "),
        th.strong(t.name.clone()),
        Span::raw(" "),
    ]);
    if edited > 0 {
        title.spans.push(th.edited(format!("{edited} edited ")));
    }
    let block = pane(title, focused, &th);
    let inner = block.inner(area);
    block.render(area, buf);
    let h = inner.height as usize;
    if t.selected < t.offset {
        // Show the table header above the first entry when scrolling up.
        t.offset = t.selected.saturating_sub(1);
    } else if h > 0 && t.selected >= t.offset + h {
        t.offset = t.selected + 1 - h;
    }
    let value_w = 6usize;
    for (y, i) in (t.offset..(t.offset + h).min(t.items.len())).enumerate() {
        let r = Rect::new(inner.x, inner.y + y as u16, inner.width, 1);
        let line = match &t.items[i] {
            Item::Header(h) => Line::from(th.strong(h.clone())),
            Item::Entry(e) => {
                let marker = if i == t.selected {
                    glyph::SELECTED
                } else {
                    " "
                };
                let star = if e.edited() { glyph::STAR } else { " " };
                let label_w = (inner.width as usize).saturating_sub(value_w + 3);
                let mut label: String = e.label.chars().take(label_w).collect();
                let pad = label_w.saturating_sub(label.chars().count());
                label.push_str(&" ".repeat(pad));
                let value = format!("{:>value_w$}", e.value);
                Line::from(vec![
                    Span::raw(marker),
                    if e.edited() {
                        th.edited(star)
                    } else {
                        Span::raw(star)
                    },
                    Span::raw(label),
                    if e.edited() {
                        th.edited(value)
                    } else {
                        Span::raw(value)
                    },
                ])
            }
        };
        if i == t.selected {
            buf.set_style(r, th.selected(focused));
        }
        line.render(r, buf);
    }
}

fn status_line(app: &App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    buf.set_style(area, th.bar());
    // Inputs keep their end (where the cursor is); messages their start.
    let (left, keep_end) = match &app.mode {
        Mode::Search { input, .. } => (
            Line::from(vec![
                th.accent("/"),
                Span::raw(input.clone()),
                Span::raw("▏"),
            ]),
            true,
        ),
        Mode::Prompt { prompt, input } => {
            let what = match prompt {
                Prompt::Value { path } => format!("set {path} = "),
                Prompt::SavePath => "save target to: ".into(),
                Prompt::ExportPath(_) => "export to (.json: JSON): ".into(),
            };
            (
                Line::from(vec![
                    th.accent(what),
                    Span::raw(input.clone()),
                    Span::raw("▏"),
                ]),
                true,
            )
        }
        Mode::Filter { input, .. } => (
            Line::from(vec![
                th.accent("filter: "),
                Span::raw(input.clone()),
                Span::raw("▏"),
            ]),
            true,
        ),
        Mode::Confirm { question, .. } => (
            Line::from(vec![th.accent(" ? "), th.strong(question.clone())]),
            false,
        ),
        _ if app.busy() => (
            Line::from(vec![
                th.accent(format!(" {} ", spinner(app.busy_for()))),
                th.dim("computing…"),
            ]),
            false,
        ),
        _ if app.status.error => (Line::from(th.error(format!(" {}", app.status.text))), false),
        _ => (
            Line::from(Span::raw(format!(" {}", app.status.text))),
            false,
        ),
    };
    let mut right = vec![th.dim("target "), th.strong(app.target.name.clone())];
    let per_function = || {
        app.badges
            .values()
            .any(|b| b.target_source == lanes::model::TargetSource::Function)
    };
    if !app.target.chosen && per_function() {
        // Some functions' attributes name their own built-in.
        right.push(th.dim(" or per function"));
    }
    let edited = app.target.edited();
    if edited > 0 {
        right.push(th.edited(format!(" ({edited} edited)")));
    }
    right.push(Span::raw(" "));
    let right = Line::from(right);
    let rw = right.width() as u16;
    // A column between them, so that a long status never runs into the label.
    let [l, _, r] = Layout::horizontal([
        Constraint::Min(1),
        Constraint::Length(1),
        Constraint::Length(rw),
    ])
    .areas(area);
    fit(left, l.width as usize, keep_end).render(l, buf);
    right.render(r, buf);
}

/// `line` in at most `width` columns, with `…` where text was left out: at
/// the end, or at the start when `keep_end`.
pub fn fit(line: Line<'static>, width: usize, keep_end: bool) -> Line<'static> {
    if line.width() <= width {
        return line;
    }
    let mut cells: Vec<(char, Style)> = line
        .spans
        .iter()
        .flat_map(|s| s.content.chars().map(move |c| (c, s.style)))
        .collect();
    if keep_end {
        cells.reverse();
    }
    let mut kept = Vec::new();
    let mut used = 1; // the ellipsis
    for (c, style) in cells {
        let w = Span::raw(c.to_string()).width();
        if used + w > width {
            kept.extend(glyph::MORE.chars().map(|c| (c, style)));
            break;
        }
        used += w;
        kept.push((c, style));
    }
    if keep_end {
        kept.reverse();
    }
    let mut spans: Vec<Span<'static>> = Vec::new();
    for (c, style) in kept {
        match spans.last_mut() {
            Some(s) if s.style == style => s.content.to_mut().push(c),
            _ => spans.push(Span::styled(c.to_string(), style)),
        }
    }
    Line::from(spans).style(line.style)
}

fn footer(app: &App, area: Rect, buf: &mut Buffer) {
    let th = app.theme;
    let mut spans = vec![Span::raw(" ")];
    let step_vf = app.can_step_vf();
    let mut hints: Vec<(String, String)> = keymap::footer(app.ctx())
        .into_iter()
        // `] VF` only where the selected loop has another VF to show.
        .filter(|(k, _)| step_vf || k != "]")
        .map(|(k, d)| (k, d.to_string()))
        .collect();
    if app.ctx() == Ctx::Detail
        && let Some(t) = app.active_tab()
    {
        for (k, d) in app.tabs[t].hints() {
            hints.insert(0, (k.to_string(), d.to_string()));
        }
    }
    for (k, d) in fitting_hints(hints, area.width as usize) {
        spans.push(th.accent(k));
        spans.push(Span::raw(" "));
        spans.push(th.dim(d));
        spans.push(Span::raw("  "));
    }
    Line::from(spans).render(area, buf);
}

/// The hints that fit `width` columns, in their order: `? help` and
/// `q quit` first, then the others in the order given (the pane's own
/// keys before the global ones), so that a narrow terminal keeps the
/// keys that lead to the rest.
fn fitting_hints(hints: Vec<(String, String)>, width: usize) -> Vec<(String, String)> {
    let cost = |(k, d): &(String, String)| k.chars().count() + d.chars().count() + 3;
    let essential = |(k, _): &(String, String)| k == "?" || k == "q";
    let mut keep = vec![false; hints.len()];
    let mut used = 1;
    let by_priority = (0..hints.len())
        .filter(|&i| essential(&hints[i]))
        .chain((0..hints.len()).filter(|&i| !essential(&hints[i])));
    for i in by_priority {
        let w = cost(&hints[i]);
        if used + w <= width {
            used += w;
            keep[i] = true;
        } else if !essential(&hints[i]) {
            // The rest keep their order: stop at the first that does not fit.
            break;
        }
    }
    hints
        .into_iter()
        .zip(keep)
        .filter_map(|(h, k)| k.then_some(h))
        .collect()
}

/// A verdict as the navigator shows it: its mark (`VF 8×2`, `✗`,
/// `skipped: optnone`) and, for a loop left scalar, its category.
fn verdict_spans(
    th: &Theme,
    r: &lanes::model::LoopVerdict,
) -> (Span<'static>, Option<Span<'static>>) {
    if r.vectorized && r.ic > 1 {
        (th.ok(format!(" VF {}{}{}", r.vf, glyph::TIMES, r.ic)), None)
    } else if r.vectorized {
        (th.ok(format!(" VF {}", r.vf)), None)
    } else if let Some(why) = r.skipped {
        (th.dim(format!(" skipped: {why}")), None)
    } else {
        let cat = r.reason.as_ref().map(|x| {
            th.dim(format!(
                " {}",
                lanes::render::text::reason_category(&x.kind)
            ))
        });
        (th.error(format!(" {}", glyph::FAILED)), cat)
    }
}

/// The compiler's decision as the navigator shows lanes': the VF (and
/// IC), or a cross.
fn decision_span(th: &Theme, d: &lanes::model::LoopDecision) -> Span<'static> {
    if d.vectorized && d.ic > 1 {
        th.ok(format!(" VF {}{}{}", d.vf, glyph::TIMES, d.ic))
    } else if d.vectorized {
        th.ok(format!(" VF {}", d.vf))
    } else {
        th.error(format!(" {}", glyph::FAILED))
    }
}

/// A count in at most four characters: `950`, `4.0k`, `12k`, `1.2M`.
fn compact(n: u64) -> String {
    let units = [(1e9, "G"), (1e6, "M"), (1e3, "k")];
    for (scale, unit) in units {
        let v = n as f64 / scale;
        if v >= 1.0 {
            return if v < 10.0 {
                format!("{v:.1}{unit}")
            } else {
                format!("{v:.0}{unit}")
            };
        }
    }
    n.to_string()
}

/// The explanation overlay: the selected loop's whole answer, wrapped at
/// word boundaries, scrolled like the help.
fn explain(text: &str, scroll: &mut usize, th: &Theme, area: Rect, buf: &mut Buffer) {
    overlay(
        " Why ",
        th,
        area,
        buf,
        |width| {
            crate::layout::wrap(text, width)
                .into_iter()
                .map(Line::from)
                .collect()
        },
        scroll,
    );
}

/// The help overlay (its content is [`crate::help::lines`]).
fn help(scroll: &mut usize, th: &Theme, area: Rect, buf: &mut Buffer) {
    overlay(
        " Help ",
        th,
        area,
        buf,
        |width| crate::help::lines(th, width, MOUSE_HELP),
        scroll,
    );
}

/// A popup over the screen with `title` and the lines `lines` makes for
/// its inner width, scrolled to `scroll`.
fn overlay<'a>(
    title: &'static str,
    th: &Theme,
    area: Rect,
    buf: &mut Buffer,
    lines: impl FnOnce(usize) -> Vec<Line<'a>>,
    scroll: &mut usize,
) {
    let popup = help_popup(area);
    Clear.render(popup, buf);
    let block = Block::bordered()
        .border_type(BorderType::Thick)
        .border_style(th.border(true))
        .title(Line::from(title).style(Style::new().add_modifier(Modifier::BOLD)))
        .title(Line::from(crate::help::title_hint()).right_aligned());
    let inner = block.inner(popup);
    block.render(popup, buf);
    let lines = lines(inner.width as usize);
    Paragraph::new(scrolled(lines, inner.height, scroll)).render(inner, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(l: &Line) -> String {
        l.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn fit_cuts_with_an_ellipsis_at_the_chosen_end() {
        let line = || Line::from(vec![Span::raw("ab"), Span::raw("cdef")]);
        assert_eq!(text(&fit(line(), 6, false)), "abcdef");
        assert_eq!(text(&fit(line(), 4, false)), "abc…");
        assert_eq!(text(&fit(line(), 4, true)), "…def");
        assert_eq!(fit(line(), 4, false).width(), 4);
    }
}
