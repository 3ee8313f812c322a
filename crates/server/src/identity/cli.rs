//! `vama users …`: the administration of users from the command line, for a fresh install
//! with no administrator yet (and for scripts), on the configured store (SQLite under
//! `VAMA_DATA_DIR`, or `DATABASE_URL`). The same checks as the administration API, audited as
//! the actor `cli`.
//!
//! - `vama users add --type TYPE --username NAME [--password PW] [--name NAME] [--eori EORI]
//!   [--office CODE]… [--permission NAME]… [--linked EORI]…` (the password is read from
//!   standard input when left out);
//! - `vama users list [--find TEXT]`;
//! - `vama users disable NAME`, `vama users enable NAME`;
//! - `vama users passwd NAME [--password PW]`;
//! - `vama users link --agent EORI --trader EORI [--from YYYY-MM-DD] [--until YYYY-MM-DD]`;
//! - `vama users unlink --agent EORI --trader EORI`.

use std::io::BufRead;

use vama_store::{Audit, NewUser, Store};

use super::admin::hash_of;
use super::{check_password, check_username, RepresentationForm, UserForm};
use crate::error::ViolationDto;
use crate::{config::Config, startup};

pub const USAGE: &str = "usage: vama users add --type trader|agent|officer|admin --username NAME \
[--password PW] [--name NAME] [--eori EORI] [--office CODE]... [--permission NAME]... [--linked EORI]...
       vama users list [--find TEXT]
       vama users disable|enable NAME
       vama users passwd NAME [--password PW]
       vama users link --agent EORI --trader EORI [--from YYYY-MM-DD] [--until YYYY-MM-DD]
       vama users unlink --agent EORI --trader EORI";

type CliResult = Result<(), startup::BoxError>;

/// The named options (`--name value`, repeatable) and the other words of a command line.
#[derive(Debug, Default)]
struct Args {
    named: Vec<(String, String)>,
    words: Vec<String>,
}

impl Args {
    fn parse(args: &[&str]) -> Result<Args, String> {
        let mut out = Args::default();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            match a.strip_prefix("--") {
                Some(name) => {
                    let value = it.next().ok_or(format!("--{name} needs a value"))?;
                    out.named.push((name.to_owned(), (*value).to_owned()));
                }
                None => out.words.push((*a).to_owned()),
            }
        }
        Ok(out)
    }

    fn one(&self, name: &str) -> Option<String> {
        self.named
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }

    fn all(&self, name: &str) -> Vec<String> {
        self.named
            .iter()
            .filter(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .collect()
    }

    /// Refuses an option the command does not take (a typo must not be dropped silently).
    fn only(&self, known: &[&str]) -> Result<(), String> {
        match self
            .named
            .iter()
            .find(|(n, _)| !known.contains(&n.as_str()))
        {
            Some((n, _)) => Err(format!("unknown option --{n}")),
            None => Ok(()),
        }
    }
}

/// Runs `vama users <args>`.
pub async fn run(args: &[&str]) -> CliResult {
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    let args = Args::parse(rest)?;
    let config = Config::from_env()?;
    let store = startup::open_store(&config).await?;
    let at_ms = time::OffsetDateTime::now_utc().unix_timestamp() * 1000;
    let audit = Audit {
        actor: "cli",
        at_ms,
    };
    match *command {
        "add" => add(&store, &args, audit).await,
        "list" => list(&store, &args).await,
        "disable" | "enable" => able(&store, &args, *command == "disable", audit).await,
        "passwd" => passwd(&store, &args, audit).await,
        "link" => link(&store, &args, audit).await,
        "unlink" => unlink(&store, &args, audit).await,
        _ => Err(USAGE.into()),
    }
}

/// The findings as lines naming their fields.
fn findings(v: &[ViolationDto]) -> String {
    v.iter()
        .map(|v| format!("  {}: {}", v.path.trim_start_matches('/'), v.message))
        .collect::<Vec<_>>()
        .join("\n")
}

fn refuse(v: Vec<ViolationDto>) -> CliResult {
    if v.is_empty() {
        Ok(())
    } else {
        Err(format!("not saved:\n{}", findings(&v)).into())
    }
}

/// The password given, else the first line of standard input.
fn password_of(args: &Args) -> Result<String, String> {
    if let Some(p) = args.one("password") {
        return Ok(p);
    }
    eprintln!("password (read from standard input):");
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

async fn add(store: &Store, args: &Args, audit: Audit<'_>) -> CliResult {
    args.only(&[
        "type",
        "username",
        "password",
        "name",
        "eori",
        "office",
        "permission",
        "linked",
    ])?;
    let username = args.one("username").ok_or("--username is required")?;
    let user_type = args.one("type").ok_or("--type is required")?;
    let permissions = args.all("permission");
    let form = UserForm {
        display_name: args.one("name").unwrap_or_else(|| username.clone()),
        eori: args.one("eori"),
        linked_eoris: args.all("linked"),
        customs_offices: args.all("office"),
        permissions: (!permissions.is_empty()).then_some(permissions),
        user_type,
    };
    let mut violations: Vec<_> = check_username(&username).into_iter().collect();
    violations.extend(form.check());
    refuse(violations)?;
    let password = password_of(args)?;
    refuse(check_password(&password).into_iter().collect())?;
    let hash = hash_of(Some(password)).await.map_err(|e| e.message)?;
    let change = form.change();
    let new = NewUser {
        username: username.clone(),
        password_hash: hash,
        user_type: change.user_type.clone(),
        display_name: change.display_name,
        eori: change.eori,
        linked_eoris: change.linked_eoris,
        customs_offices: change.customs_offices,
        permissions: change.permissions,
    };
    let (eori, name, linked) = (
        new.eori.clone(),
        new.display_name.clone(),
        new.linked_eoris.clone(),
    );
    match store.create_user_audited(new, audit).await {
        Ok(id) => {
            // a running server finds them in its EORI finder after its next start
            super::make_known(store, None, eori.as_deref(), &name, &linked).await?;
            println!("created {} {username} (id {id})", change.user_type);
            Ok(())
        }
        Err(vama_store::StoreError::Duplicate(_)) => {
            Err(format!("the user name {username} is taken").into())
        }
        Err(e) => Err(e.into()),
    }
}

async fn list(store: &Store, args: &Args) -> CliResult {
    args.only(&["find"])?;
    let users = store.users(args.one("find").as_deref(), 10_000).await?;
    for u in users {
        let what = u
            .eori
            .clone()
            .unwrap_or_else(|| u.customs_offices.join(","));
        let state = if u.disabled { " (disabled)" } else { "" };
        println!(
            "{:20} {:8} {:20} {}{state}",
            u.username, u.user_type, what, u.display_name
        );
    }
    Ok(())
}

async fn user_named(store: &Store, args: &Args) -> Result<vama_store::UserRecord, String> {
    let [name] = args.words.as_slice() else {
        return Err(USAGE.into());
    };
    store
        .user_by_name(name)
        .await
        .map_err(|e| e.to_string())?
        .ok_or(format!("no user {name}"))
}

async fn able(store: &Store, args: &Args, disable: bool, audit: Audit<'_>) -> CliResult {
    args.only(&[])?;
    let user = user_named(store, args).await?;
    store.set_user_disabled(user.id, disable, audit).await?;
    let done = if disable { "disabled" } else { "enabled" };
    println!("{done} {}", user.username);
    Ok(())
}

async fn passwd(store: &Store, args: &Args, audit: Audit<'_>) -> CliResult {
    args.only(&["password"])?;
    let user = user_named(store, args).await?;
    let password = password_of(args)?;
    refuse(check_password(&password).into_iter().collect())?;
    let hash = hash_of(Some(password)).await.map_err(|e| e.message)?;
    store.set_password(user.id, &hash, audit).await?;
    println!("new password for {}", user.username);
    Ok(())
}

async fn link(store: &Store, args: &Args, audit: Audit<'_>) -> CliResult {
    args.only(&["agent", "trader", "from", "until"])?;
    let form = RepresentationForm {
        agent_eori: args.one("agent").ok_or("--agent is required")?,
        trader_eori: args.one("trader").ok_or("--trader is required")?,
        valid_from: args.one("from"),
        valid_until: args.one("until"),
    };
    refuse(form.check())?;
    let link = store.add_representation(&form.link(), audit).await?;
    let parties = [link.agent_eori.clone(), link.trader_eori.clone()];
    super::make_known(store, None, None, "", &parties).await?;
    println!(
        "{} represents {} (link {})",
        link.agent_eori, link.trader_eori, link.id
    );
    Ok(())
}

async fn unlink(store: &Store, args: &Args, audit: Audit<'_>) -> CliResult {
    args.only(&["agent", "trader"])?;
    let agent = args.one("agent").ok_or("--agent is required")?;
    let trader = args.one("trader").ok_or("--trader is required")?;
    let links = store.representations(Some(&agent)).await?;
    let mine: Vec<_> = links
        .iter()
        .filter(|l| l.agent_eori == agent && l.trader_eori == trader)
        .collect();
    if mine.is_empty() {
        return Err(format!("{agent} has no link to {trader}").into());
    }
    for l in mine {
        store.remove_representation(l.id, audit).await?;
    }
    println!("{agent} no longer represents {trader}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_options_repeat_and_an_unknown_one_is_refused() {
        let a = Args::parse(&["--office", "MD100100", "--office", "MD100000", "ana"]).unwrap();
        assert_eq!(a.all("office"), ["MD100100", "MD100000"]);
        assert_eq!(a.words, ["ana"]);
        assert!(a.only(&["office"]).is_ok());
        assert!(a.only(&["eori"]).is_err());
        assert!(Args::parse(&["--type"]).is_err());
    }
}
