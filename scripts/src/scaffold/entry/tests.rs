use super::*;
use harness::config::JudgeConfig;

fn judge(form: &str) -> harness::config::Judge {
    let text = format!(
        "[judge_compiler]\nversion = \"1.85.0\"\nmsrv = \"1.70\"\nedition = \"2021\"\n\
         debian_packages = []\n[judges.j]\nname = \"J\"\naccepts_rust = true\nid_form = \"{form}\"\n[problems]\n"
    );
    let config = JudgeConfig::parse(&text, std::path::Path::new("judge.toml")).unwrap();
    config.judges["j"].clone()
}

#[test]
fn ids_take_the_judges_form() {
    let cf = judge("contest-index");
    assert_eq!(judge_id(&cf, "cf-603c", "603c").unwrap(), "603/C");
    assert_eq!(judge_id(&cf, "cf-1310f1", "1310f1").unwrap(), "1310/F1");
    for bad in ["603", "c603", "603cc", "603-c"] {
        let error = judge_id(&cf, &format!("cf-{bad}"), bad).unwrap_err();
        assert!(format!("{error}").contains("cf-603c"), "{bad}: {error}");
    }
    let atcoder = judge("atcoder-task");
    assert_eq!(
        judge_id(&atcoder, "atcoder-abc209-e", "abc209-e").unwrap(),
        "contests/abc209/tasks/abc209_e"
    );
    assert!(judge_id(&atcoder, "atcoder-abc209", "abc209").is_err());
    assert_eq!(
        judge_id(&judge("upper"), "luogu-p4279", "p4279").unwrap(),
        "P4279"
    );
    assert_eq!(
        judge_id(&judge("plain"), "poj-2234", "2234").unwrap(),
        "2234"
    );
}

#[test]
fn names_are_judge_dash_id_in_snake_case_parts() {
    assert_eq!(check_name("poj-2234").unwrap(), ("poj", "2234"));
    assert_eq!(
        check_name("atcoder-abc209-e").unwrap(),
        ("atcoder", "abc209-e")
    );
    for bad in [
        "poj--1", "poj-", "poj", "-1", "Poj-1", "poj-1-", "poj-a_b", "1x-2",
    ] {
        assert!(check_name(bad).is_err(), "{bad} accepted");
    }
}

#[test]
fn titles_are_escaped_for_toml() {
    for title in [r#"A "B""#, r"C:\temp", "it's", r#"'"\"#, "取石子游戏"] {
        let text = format!("x = {}\n", toml_string(title));
        let value: toml::Table = toml::from_str(&text).unwrap();
        assert_eq!(value["x"].as_str(), Some(title), "{text}");
    }
}
